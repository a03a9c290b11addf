# args: list -h
# exit: 0
# derivation: The help text is pmusched's own (src/cli/cmd_list.c); no kernel or perf figure.
# derivation: Checked: the options listed are the ones cmd_list parses (the same text feeds man/pmusched-list.1 through tools/gen_man); not checked by this golden: the wording.
usage: pmusched list [--json]
       pmusched list --cpu MODEL [--kernel V] [--ht on|off]
                     [--allow-tsx-force-abort 0|1] [--json]

Without --cpu, list every model: short name, long name, GP counters with
HT on/off, fixed and TopDown metric counters, description and aliases.

With --cpu, show that model as the kernel sees it: counters, the events
the fixed counters count, the static constraint table in force (first
matching row wins), the generic and hw-cache event maps, and the dynamic
rules (HT erratum, TSX force abort, counter pairs, TopDown), the PEBS
table precise events take and the highest precise level (:p/:pp/:ppp).

  --cpu MODEL     a model name, long name or alias ('host': this CPU)
  --kernel V      kernel version, e.g. 4.2, 4.1-rc7 (default: running)
  --ht on|off     SMT enumerated at boot (default on)
  --allow-tsx-force-abort 0|1   the sysfs knob on Skylake parts (default 1)
  --json          machine-readable output
  -h, --help      this text
