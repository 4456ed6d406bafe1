# Sourced by mvnw, ./benchmark and ./rulebench (POSIX sh): sets and exports JAVA_HOME to a JDK 21 or newer.
# Tycho 5 needs Java 21+. If JAVA_HOME is unset or points to an older Java, look
# for a newer JDK (the `java` on PATH first, then the newest under /usr/lib/jvm)
# and export it as JAVA_HOME; give up with a clear message if there is none.
rulebench_min_java=21

# prints the feature version (8, 17, 21, 25, ...) of the java binary $1, or nothing
rulebench_java_major() {
  [ -x "$1" ] || return 0
  "$1" -version 2>&1 | sed -n 's/^.* version "\([0-9][0-9.]*\).*/\1/p' |
    awk -F. 'NR == 1 { if ($1 == 1) print $2; else print $1 }'
}

# succeeds if directory $1 is a JDK (java + javac) of version >= rulebench_min_java
rulebench_jdk_ok() {
  [ -x "$1/bin/java" ] && [ -x "$1/bin/javac" ] || return 1
  v="$(rulebench_java_major "$1/bin/java")"
  [ -n "$v" ] && [ "$v" -ge "$rulebench_min_java" ]
}

rulebench_find_jdk() {
  # the java on PATH, resolved to its JDK home
  j="$(command -v java 2>/dev/null || :)"
  if [ -n "$j" ]; then
    j="$(readlink -f "$j" 2>/dev/null || printf %s "$j")"
    h="${j%/bin/java}"
    if rulebench_jdk_ok "$h"; then
      printf %s\\n "$h"
      return 0
    fi
  fi
  # otherwise the newest JDK >= 21 under /usr/lib/jvm
  best='' bestv=0
  set +f
  for h in /usr/lib/jvm/*; do
    rulebench_jdk_ok "$h" || continue
    v="$(rulebench_java_major "$h/bin/java")"
    if [ "$v" -gt "$bestv" ]; then best="$h" bestv="$v"; fi
  done
  set -f
  [ -n "$best" ] && printf %s\\n "$best"
}

if [ -z "${JAVA_HOME-}" ] || ! rulebench_jdk_ok "$JAVA_HOME"; then
  rulebench_jdk="$(rulebench_find_jdk || :)"
  if [ -z "$rulebench_jdk" ]; then
    [ -z "${JAVA_HOME-}" ] || echo "${0##*/}: JAVA_HOME=$JAVA_HOME is not a JDK $rulebench_min_java+." >&2
    echo "Rulebench needs a JDK $rulebench_min_java or newer, and none was found on PATH or under /usr/lib/jvm." >&2
    echo "Install one, e.g. Temurin 25 (a JDK under /usr/lib/jvm is found by itself), or set JAVA_HOME to a JDK $rulebench_min_java+." >&2
    exit 1
  fi
  [ -z "${JAVA_HOME-}" ] || echo "${0##*/}: JAVA_HOME=$JAVA_HOME is not a JDK $rulebench_min_java+; using $rulebench_jdk" >&2
  JAVA_HOME="$rulebench_jdk"
  export JAVA_HOME
fi
