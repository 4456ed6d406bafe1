#!/bin/sh
# Starts the Rulebench workbench. The product has no native launcher (none is on Maven Central), so this script
# does what it would: find a JDK 21 or newer and run the Equinox launcher jar with the VM options (eclipse.ini is
# not read this way). The workspace is ~/rulebench-workspace unless -data DIR is given; arguments are passed on.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
min=21

# the feature version (17, 21, 25, ...) of the java binary $1, or nothing
java_major() {
  [ -x "$1" ] || return 0
  "$1" -version 2>&1 | sed -n 's/^.* version "\([0-9][0-9.]*\).*/\1/p' |
    awk -F. 'NR == 1 { if ($1 == 1) print $2; else print $1 }'
}

java_ok() {
  v="$(java_major "$1/bin/java")"
  [ -n "$v" ] && [ "$v" -ge "$min" ]
}

# JAVA_HOME if it is a Java 21+, else the java on PATH, else the newest under /usr/lib/jvm
find_java() {
  if [ -n "${JAVA_HOME-}" ] && java_ok "$JAVA_HOME"; then printf %s\\n "$JAVA_HOME"; return 0; fi
  j="$(command -v java 2>/dev/null || :)"
  if [ -n "$j" ]; then
    h="$(readlink -f "$j" 2>/dev/null || printf %s "$j")"; h="${h%/bin/java}"
    if java_ok "$h"; then printf %s\\n "$h"; return 0; fi
  fi
  best='' bestv=0
  for h in /usr/lib/jvm/*; do
    java_ok "$h" || continue
    v="$(java_major "$h/bin/java")"
    if [ "$v" -gt "$bestv" ]; then best="$h" bestv="$v"; fi
  done
  [ -n "$best" ] && printf %s\\n "$best"
}

java_home="$(find_java || :)"
if [ -z "$java_home" ]; then
  echo "Rulebench needs Java $min or newer, and none was found (JAVA_HOME, PATH, /usr/lib/jvm)." >&2
  echo "Install one, e.g. Temurin 25, or set JAVA_HOME to it." >&2
  exit 1
fi

launcher="$(ls "$here"/plugins/org.eclipse.equinox.launcher_*.jar 2>/dev/null | head -n 1)"
if [ -z "$launcher" ]; then
  echo "No Equinox launcher in $here/plugins: this script belongs in the root of the Rulebench product." >&2
  exit 1
fi

data=''
for a in "$@"; do [ "$a" = "-data" ] && data=given; done
[ -n "$data" ] || set -- -data "${RULEBENCH_WORKSPACE:-$HOME/rulebench-workspace}" "$@"

exec "$java_home/bin/java" \
  -Xms256m -Xmx2g \
  --enable-native-access=ALL-UNNAMED \
  -Dguice_bytecode_gen_option=DISABLED \
  -Djava.awt.headless=true \
  -Dosgi.requiredJavaVersion=$min \
  -jar "$launcher" "$@"
