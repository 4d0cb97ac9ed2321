# Completes a line in an interactive fish on a pseudo-terminal (zsh's zpty), as a person pressing TAB
# would, and prints the line as fish leaves it, between LINE-START and LINE-END.
# usage: zsh -f fish-complete.zsh COMPLETIONS_DIR 'docsctl spaces view '
zmodload zsh/zpty zsh/datetime
zpty f fish --no-config -i
# Reads until the output holds a marker, or 10 s pass.
read_until() {
  local line
  out=''
  local -F start=$EPOCHREALTIME
  while (( EPOCHREALTIME - start < 10 )); do
    if zpty -r -t f line; then
      out+=$line
      [[ $out == *$1* ]] && return 0
    else
      sleep 0.02
    fi
  done
  return 1
}
# No prompt or suggestion to draw; Ctrl-X prints the line. fish reads keys in order: the TAB's
# completion is done before the Ctrl-X after it is read.
zpty -w f "function fish_prompt; end; function fish_right_prompt; end; set -g fish_autosuggestion_enabled 0; source ${(q)1}/docsctl.fish; bind \\cx 'printf \\nLINE-START%sLINE-EN\\x44\\n (commandline)'; echo READY-MAR'K'"
read_until READY-MARK
zpty -w -n f "$2"$'\t'$'\C-x'
read_until LINE-END
print -r -- "${out//$'\r'/}"
zpty -d f
