# bash completion for pmusched
#
# Subcommands come from 'pmusched --help', options from 'pmusched help CMD',
# model names from 'pmusched list' and event names for the chosen model
# from the first column of 'pmusched events --list --cpu MODEL' (perf's
# names, then libpfm4's), so completion follows the installed binary.

_pmusched_commands()
{
	"$1" --help 2>/dev/null | sed -n '/^Commands:/,$ s/^  \([a-z][a-z-]*\) .*/\1/p'
}

_pmusched_options()
{
	local text other
	text=$("$1" help "$2" 2>/dev/null)
	# "Takes every option of 'pmusched predict'": those too
	other=$(printf '%s\n' "$text" | sed -n "s/.*option[s]* of 'pmusched \([a-z-]*\)'.*/\1/p" |
		head -n 1)
	[ -n "$other" ] && [ "$other" != "$2" ] && text="$text
$("$1" help "$other" 2>/dev/null)"
	printf '%s\n' "$text" | grep -o -- '--[a-z][a-z-]*\|^ *-[a-zA-Z]\b' | tr -d ' ' | sort -u
}

_pmusched_models()
{
	"$1" list 2>/dev/null | awk 'NR > 1 && $1 != "aliases:" { print $1; print $2 }
		$1 == "aliases:" { n = split($2, a, ","); for (i = 1; i <= n; i++) print a[i] }'
	echo host
}

_pmusched()
{
	local cur prev words cword cmd cpu i prog
	if declare -F _init_completion >/dev/null 2>&1; then
		_init_completion -n =: || return
	else
		words=("${COMP_WORDS[@]}")
		cword=$COMP_CWORD
		cur=${COMP_WORDS[COMP_CWORD]}
		prev=${COMP_WORDS[COMP_CWORD-1]}
	fi
	prog=${words[0]}
	command -v "$prog" >/dev/null 2>&1 || prog=pmusched

	cmd=""
	cpu=host
	for ((i = 1; i < cword; i++)); do
		case ${words[i]} in
		--cpu) cpu=${words[i+1]} ;;
		--cpu=*) cpu=${words[i]#--cpu=} ;;
		-*) ;;
		*) [ -z "$cmd" ] && [ "${words[i-1]}" != --cpu ] && cmd=${words[i]} ;;
		esac
	done

	if [ -z "$cmd" ]; then
		COMPREPLY=($(compgen -W "$(_pmusched_commands "$prog") help --help --version" -- "$cur"))
		return
	fi

	case $prev in
	--cpu)
		COMPREPLY=($(compgen -W "$(_pmusched_models "$prog")" -- "$cur"))
		return ;;
	--ht|--nmi-watchdog)
		COMPREPLY=($(compgen -W "on off" -- "$cur"))
		return ;;
	--allow-tsx-force-abort)
		COMPREPLY=($(compgen -W "0 1" -- "$cur"))
		return ;;
	--cputype)
		COMPREPLY=($(compgen -W "cpu_core cpu_atom core atom" -- "$cur"))
		return ;;
	--arch)
		COMPREPLY=($(compgen -W "x86 arm64 apple" -- "$cur"))
		return ;;
	--core-share)
		COMPREPLY=($(compgen -W "cpu_core=70,cpu_atom=30 cpu_core cpu_atom" -- "$cur"))
		return ;;
	--workload)
		COMPREPLY=($(compgen -W "busy sleep run: sleep:" -- "$cur"))
		compopt -o nospace 2>/dev/null
		return ;;
	-e|--events|--sibling)
		_pmusched_events "$prog" "$cpu"
		return ;;
	--kernel|--perf-version|--duration|--mux-interval|--timer-phase|--gpmax|--gp)
		return ;;
	--replay)
		COMPREPLY=($(compgen -f -- "$cur"))
		return ;;
	--confidence|--mux-threshold)
		return ;;
	esac

	if [ "$cmd" = help ]; then
		COMPREPLY=($(compgen -W "$(_pmusched_commands "$prog")" -- "$cur"))
		return
	fi
	if [[ $cur == -* ]]; then
		COMPREPLY=($(compgen -W "$(_pmusched_options "$prog" "$cmd")" -- "$cur"))
		return
	fi
	case $cmd in
	events) _pmusched_events "$prog" "$cpu" ;;
	esac
}

# Complete the last element of a comma-separated event list.
_pmusched_events()
{
	local head last names
	head=""
	last=$cur
	if [[ $cur == *[,{]* ]]; then
		head=${cur%[,{]*}
		head=${cur:0:${#head}+1}
		last=${cur:${#head}}
	fi
	names=$("$1" events --list --cpu "$2" 2>/dev/null | awk 'NR > 2 { print $1 }')
	COMPREPLY=($(compgen -P "$head" -W "$names" -- "$last"))
	compopt -o nospace 2>/dev/null
}

complete -F _pmusched pmusched
