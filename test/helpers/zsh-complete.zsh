# Completes a line in an interactive zsh on a pseudo-terminal (zpty), as a person pressing TAB would,
# and prints each match as `<<match>>`, then the listing zsh shows (with its descriptions) and the line
# as zsh leaves it, between LINE-START and LINE-END.
# usage: zsh -f zsh-complete.zsh FPATH_DIR 'docsctl spaces view X --'
source ${0:A:h}/pty-read.zsh
zpty z zsh -f -i
zpty -w z "PS1=''; PS2=''; fpath=(${(q)1} \$fpath); autoload -U compinit; compinit -u -D"
# compadd, which every completion function ends in, also prints what it adds.
zpty -w z 'compadd () {
  if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi
  typeset -a hits
  builtin compadd -A hits "$@"
  local hit
  for hit in $hits; do print -r -- "<<$hit>>"; done
  builtin compadd "$@"
}'
# TAB completes, has the listing drawn, then says it is done: what is typed while a slow completion
# runs would otherwise be there when it ends, and zsh draws no listing while typed keys wait.
zpty -w z "complete-then-mark () { zle complete-word; zle -R; print -rn -- LINE-STAR'T'\"\$BUFFER\"LINE-EN'D'TAB-DONE-MAR'K' }; zle -N complete-then-mark"
# Listed even when the matches share a prefix (random ids may): with LIST_AMBIGUOUS, zsh would insert
# the prefix and draw no listing, and the descriptions would not be there to read.
zpty -w z "zstyle ':completion:*' list-grouped false; bindkey '^I' complete-then-mark; LISTMAX=0; unsetopt LIST_AMBIGUOUS; echo READY-MAR'K'"
read_until READY-MARK
zpty -w -n z "$2"$'\t'
read_until TAB-DONE-MARK
local completed=$out
zpty -w z $'\C-u'"echo DONE-MAR'K'"
read_until DONE-MARK
print -r -- "${${completed}//$'\r'/}${out//$'\r'/}"
zpty -d z
