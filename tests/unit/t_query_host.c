/*
 * The query's own host (pms_query_set()'s "host", "host-profile",
 * "host-cpuid" and "host-perf" keys, src/lib/query_host.c): a caller with
 * no struct pms_host asks about a machine by name.  The machine is a fake
 * tree (fake_hosts.c): spr-2of8, a Sapphire Rapids guest given 2 of the 8
 * general counters (its sysfs caps/num_counter_gp and boot log say 2).
 * The figures are the kernel's group rules: the third member of a group
 * of three that need general counters is refused at open on 2 of them
 * (arch/x86/events/core.c validate_group(), 6.1 and later: perf prints
 * <not supported>), and a group is scheduled whole or not at all
 * (kernel/events/core.c group_sched_in()), so the two others are read as
 * <not counted> (perf's group read fails); with the whole PMU (8) all
 * three run all the time.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../test.h"
#include "fake_hosts.h"

#define GROUP3 "{branches,branch-misses,cache-misses}"

/* The events of @q's prediction of @events perf prints no count for
 * (<not counted>, <not supported>), -1 when the prediction fails. */
static int not_counted(struct pms_query *q, const char *events, int *n, struct pms_diag *d)
{
	struct pms_answer *a = NULL;
	int k = 0;

	if (pms_query_predict(q, events, &a, d))
		return -1;
	*n = pms_answer_n_events(a);
	for (int i = 0; i < *n; i++) {
		struct pms_answer_event e = { .sz = sizeof(e) };

		if (pms_answer_event(a, i, &e) == PMS_OK && e.status != PMS_ST_COUNTED)
			k++;
	}
	pms_answer_free(a);
	return k;
}

static enum t_result probe_keys(struct tctx *t)
{
	struct pms_query *q = NULL;
	struct pms_answer *a = NULL;
	char root[256] = "";
	struct pms_diag d;
	int n = 0, k;

	REQUIRE(t, t_fake_host_lay(t_fake_host("spr-2of8"), root, sizeof(root)) == 0, "lay");
	REQUIRE(t, pms_query_new(&q, &d) == PMS_OK, "new");
	REQUIRE(t, pms_query_set(q, "host-cpuid", "intel:6:0x8f:8::KVMKVMKVM", &d) == PMS_OK,
		"%s", d.msg);
	REQUIRE(t, pms_query_set(q, "host-perf", "perf version 6.1.99", &d) == PMS_OK, "%s",
		d.msg);
	REQUIRE(t, pms_query_set(q, "host", root, &d) == PMS_OK, "host: %s", d.msg);
	k = not_counted(q, GROUP3, &n, &d);
	CHECK(t, n == 3 && k == 3, "2 counters: %d of %d not counted (%s)", k, n, d.msg);
	REQUIRE(t, pms_query_predict(q, "cycles", &a, &d) == PMS_OK, "%s", d.msg);
	CHECK(t, !strcmp(pms_model_name(pms_evlist_model(pms_answer_evlist(a))), "spr"), "model %s",
	      pms_model_name(pms_evlist_model(pms_answer_evlist(a))));
	CHECK(t, pms_sim_perf_version(pms_answer_sim(a)) == PMS_KVER(6, 1),
	      "the host's perf, 6.1: %x", pms_sim_perf_version(pms_answer_sim(a)));
	pms_answer_free(a);
	a = NULL;

	/* an unknown CPU probed again: no model, the generic events only */
	REQUIRE(t, pms_query_set(q, "host-cpuid", "intel:6:0x1:0", &d) == PMS_OK, "%s", d.msg);
	CHECK(t, not_counted(q, GROUP3, &n, &d) < 0 && d.code == PMS_ENOMODEL,
	      "predict without a model: %d %s", d.code, d.msg);
	REQUIRE(t, pms_query_events(q, "cycles,page-faults", &a, &d) == PMS_OK, "%s", d.msg);
	CHECK(t, pms_evlist_count(pms_answer_evlist(a)) == 2, "%s", pms_answer_list(a));
	pms_answer_free(a);
	a = NULL;
	/* perf's default set here has TopDown's group (sysfs cpu/events/slots:
	 * arch_evlist__add_default_attrs(), tools/perf/arch/x86/util/evlist.c
	 * 6.1), whose rules are a model's: refused at the event, not guessed */
	CHECK(t, pms_query_events(q, NULL, &a, &d) == PMS_ENOEVENT && a == NULL &&
	      strstr(d.msg, "'slots' needs a CPU model"), "default set: %d %s", d.code, d.msg);
	/* a model set after the host stays when the host is probed again */
	REQUIRE(t, pms_query_set(q, "host-cpuid", "intel:6:0x8f:8::KVMKVMKVM", &d) == PMS_OK,
		"%s", d.msg);
	REQUIRE(t, pms_query_set(q, "cpu", "icl", &d) == PMS_OK, "%s", d.msg);
	REQUIRE(t, pms_query_set(q, "host-perf", "perf version 6.12.38", &d) == PMS_OK, "%s",
		d.msg);
	REQUIRE(t, pms_query_predict(q, "cycles", &a, &d) == PMS_OK, "%s", d.msg);
	CHECK(t, !strcmp(pms_model_name(pms_evlist_model(pms_answer_evlist(a))), "icl") &&
	      pms_sim_perf_version(pms_answer_sim(a)) == PMS_KVER(6, 12), "model %s, perf %x",
	      pms_model_name(pms_evlist_model(pms_answer_evlist(a))), pms_sim_perf_version(pms_answer_sim(a)));
	pms_answer_free(a);
	a = NULL;

	/* "" drops the host and the model it gave; the whole PMU then fits */
	REQUIRE(t, pms_query_set(q, "host", "", &d) == PMS_OK, "%s", d.msg);
	CHECK(t, not_counted(q, GROUP3, &n, &d) == 0, "icl kept, 8 counters: %s", d.msg);
	REQUIRE(t, pms_query_set(q, "cpu", "spr", &d) == PMS_OK, "%s", d.msg);
	CHECK(t, not_counted(q, GROUP3, &n, &d) == 0 && n == 3, "spr, 8 counters: %s", d.msg);
out:
	pms_answer_free(a);
	pms_query_free(q);
	if (root[0])
		t_fake_host_remove(root);
	return t_result(t);
}

/* A saved profile's text: the same machine without its tree. */
static enum t_result profile_key(struct tctx *t)
{
	static const char prof[] =
		"{\"profile\":1,\"cpu_model\":\"spr\",\"vendor\":\"GenuineIntel\",\"family\":6,"
		"\"model\":143,\"stepping\":8,\"hypervisor\":\"KVMKVMKVM\",\"kernel\":\"6.12.38\","
		"\"perf_version\":\"perf version 6.12.38\",\"n_cpus\":2,\"pmu\":\"cpu\","
		"\"pmu_type\":4,\"gp_counters\":2,\"fixed_counters\":3,\"nmi_watchdog\":0}";
	struct pms_query *q = NULL;
	struct pms_diag d;
	int n = 0;

	REQUIRE(t, pms_query_new(&q, &d) == PMS_OK, "new");
	REQUIRE(t, pms_query_set(q, "host-profile", prof, &d) == PMS_OK, "%s", d.msg);
	CHECK(t, not_counted(q, GROUP3, &n, &d) == 3, "2 counters: %s", d.msg);
	/* a bad profile: the byte named, and no host left */
	CHECK(t, pms_query_set(q, "host-profile", "{\"profile\":1,", &d) == PMS_ESYNTAX &&
	      d.pos != PMS_NOPOS && strstr(d.msg, "profile"), "bad: %d %s", d.code, d.msg);
	CHECK(t, not_counted(q, GROUP3, &n, &d) < 0, "no host, no model");
out:
	pms_query_free(q);
	return t_result(t);
}

/* Bad values name the token; nothing is probed. */
static enum t_result bad_values(struct tctx *t)
{
	struct pms_query *q = NULL;
	struct pms_diag d;
	char long_perf[80];

	REQUIRE(t, pms_query_new(&q, &d) == PMS_OK, "new");
	CHECK(t, pms_query_set(q, "host", "relative/dir", &d) == PMS_EINVAL && d.pos == 0 &&
	      d.len == 12 && strstr(d.msg, "'relative/dir'"), "relative: %s", d.msg);
	CHECK(t, pms_query_set(q, "host-cpuid", "intel:six", &d) == PMS_ESYNTAX, "cpuid: %s",
	      d.msg);
	CHECK(t, pms_query_set(q, "host-perf", "not perf", &d) == PMS_ESYNTAX, "perf: %s",
	      d.msg);
	memset(long_perf, 'x', sizeof(long_perf) - 1);
	memcpy(long_perf, "perf version 6.1.", 17);
	long_perf[17] = '1';
	long_perf[sizeof(long_perf) - 1] = '\0';
	CHECK(t, pms_query_set(q, "host-perf", long_perf, &d) != PMS_OK, "long: %s", d.msg);
	CHECK(t, pms_query_set(q, "host", "", &d) == PMS_OK, "dropping nothing");
out:
	pms_query_free(q);
	return t_result(t);
}

const struct t_case t_query_host_cases[] = {
	{ "probe_keys", probe_keys },
	{ "profile_key", profile_key },
	{ "bad_values", bad_values },
	{ NULL, NULL }
};
