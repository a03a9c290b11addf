/* Built by tests/unit/t_install.c against an installed pmusched. */
#include <stdio.h>
#include <string.h>
#include <pmusched/pmusched.h>

int main(void)
{
	const struct pms_model *m = pms_model_find("hsw");
	/* masks 0x3 and 0x2: by weight the second takes GP1, the first GP0 */
	struct pms_assign_ev ev[2] = { { .mask = 0x3 }, { .mask = 0x2 } };
	struct pms_assign_problem p = { .n = 2, .ev = ev, .gpmax = 4, .era = PMS_ERA_GPMAX };
	int assign[2] = { -1, -1 };
	int left = pms_assign_kernel(&p, assign);

	if (strcmp(pms_version(), PMS_VERSION_STRING) || !m || strcmp(pms_model_name(m), "hsw"))
		return 1;
	if (left != 0 || assign[0] != 0 || assign[1] != 1)
		return 2;
	printf("pmusched %s: hsw, e0=%d e1=%d\n", pms_version(), assign[0], assign[1]);
	return 0;
}
