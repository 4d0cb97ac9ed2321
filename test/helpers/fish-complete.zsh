# Completes a line in an interactive fish on a pseudo-terminal (zsh's zpty), as a person pressing TAB
# would, and prints the line as fish leaves it, between LINE-START and LINE-END.
# usage: zsh -f fish-complete.zsh COMPLETIONS_DIR 'docsctl spaces view '
source ${0:A:h}/pty-read.zsh
zpty z fish --no-config -i
# No prompt or suggestion to draw; Ctrl-X prints the line. fish reads keys in order: the TAB's
# completion is done before the Ctrl-X after it is read.
zpty -w z "function fish_prompt; end; function fish_right_prompt; end; set -g fish_autosuggestion_enabled 0; source ${(q)1}/docsctl.fish; bind \\cx 'printf \\nLINE-START%sLINE-EN\\x44\\n (commandline)'; echo READY-MAR'K'"
read_until READY-MARK
zpty -w -n z "$2"$'\t'$'\C-x'
read_until LINE-END
print -r -- "${out//$'\r'/}"
zpty -d z
