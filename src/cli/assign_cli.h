/* The parts of 'pmusched assign' its batch reader shares (cmd_assign.c, assign_batch.c). */
#ifndef PMS_CLI_ASSIGN_H
#define PMS_CLI_ASSIGN_H

#include <stdbool.h>
#include "cli.h"

/* "0xMASK[/o][/p]" at @s: the characters consumed, or -1. */
int assign_parse_mask(const char *s, struct pms_assign_ev *ev);
/* A whole number in [lo, hi]: 0, or -1. */
int assign_parse_int(const char *s, int lo, int hi, int *out);

/*
 * Answer every line readable from @fd.  EXIT_OK, or EXIT_FAIL after an
 * error.  @floor (benchmarks): parse and print, but skip the routine.
 */
int cli_assign_batch_run(struct cli *cli, int fd, bool floor);
int cli_assign_batch_fd(struct cli *cli, int fd);

/* pmusched assign --arch arm64|apple (assign_arm.c). */
int cmd_assign_arm(struct cli *cli, int argc, char **argv);

#endif
