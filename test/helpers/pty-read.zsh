# What the completion drivers share: a shell on a pseudo-terminal (zpty, named z), read up to a marker.
zmodload zsh/zpty zsh/datetime
# Reads until the output holds a marker, or 10 s pass.
read_until() {
  local line
  out=''
  local -F start=$EPOCHREALTIME
  while (( EPOCHREALTIME - start < 10 )); do
    if zpty -r -t z line; then
      out+=$line
      [[ $out == *$1* ]] && return 0
    else
      sleep 0.02
    fi
  done
  return 1
}
