#include <stdio.h>
#include "cli.h"


int main(int argc, char **argv)
{
	return pms_cli_main(argc, argv, stdout, stderr);
}
