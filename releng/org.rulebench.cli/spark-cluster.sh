#!/usr/bin/env bash
# A standalone Spark cluster on this machine, from the jars the build lays out beside the command line
# (releng/org.rulebench.cli/target/spark/jars): a master and N workers, for `rulebench sweep --master` and
# `rulebench train --master`, and for the cli's cluster test. On a real cluster, run the same two classes (or a
# Spark 4.2 installation's sbin/start-master.sh and start-worker.sh) on each machine; see the README.
#
#   spark-cluster.sh start [--workers N] [--cores C] [--memory M] [--port P] [--dir DIR]   prints the master's URL
#   spark-cluster.sh stop [--dir DIR]
#
# Everything it starts listens on 127.0.0.1; its logs and process ids are in DIR (default target/spark-cluster).
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
. "$root/.mvn/rulebench-jdk.sh"
SPARK_HOME="${SPARK_HOME:-$here/target/spark}"
export SPARK_HOME JAVA_HOME
# Spark's launcher (which builds an executor's command line on a worker) asks for the Scala version of the jars
export SPARK_SCALA_VERSION=2.13
export SPARK_LOCAL_IP="${SPARK_LOCAL_IP:-127.0.0.1}"

command="${1-}"
[ $# -gt 0 ] && shift
workers=2 cores=1 memory=1g port=7077 dir="$here/target/spark-cluster"
while [ $# -gt 0 ]; do
  case "$1" in
    --workers) workers="$2"; shift 2 ;;
    --cores) cores="$2"; shift 2 ;;
    --memory) memory="$2"; shift 2 ;;
    --port) port="$2"; shift 2 ;;
    --dir) dir="$2"; shift 2 ;;
    *) echo "spark-cluster.sh: unknown option $1" >&2; exit 2 ;;
  esac
done

# Spark's own options for Java 17+ (org.apache.spark.launcher.JavaModuleOptions)
opts="-XX:+IgnoreUnrecognizedVMOptions --add-opens=java.base/java.lang=ALL-UNNAMED --add-opens=java.base/java.lang.invoke=ALL-UNNAMED
 --add-opens=java.base/java.nio=ALL-UNNAMED --add-opens=java.base/java.util=ALL-UNNAMED --add-opens=java.base/sun.nio.ch=ALL-UNNAMED
 --add-opens=java.base/java.util.concurrent=ALL-UNNAMED --add-opens=java.base/java.io=ALL-UNNAMED --add-opens=java.base/java.net=ALL-UNNAMED
 -Dio.netty.tryReflectionSetAccessible=true --enable-native-access=ALL-UNNAMED -Xmx512m"
# Java 23+ knows (and 24+ wants) this for Spark's use of sun.misc.Unsafe
[ "$(rulebench_java_major "$JAVA_HOME/bin/java")" -ge 23 ] && opts="$opts --sun-misc-unsafe-memory-access=allow"

case "$command" in
  start)
    if [ ! -d "$SPARK_HOME/jars" ]; then
      echo "spark-cluster.sh: $SPARK_HOME/jars is missing: build the command line first (./mvnw -B verify)" >&2
      exit 1
    fi
    mkdir -p "$dir"
    # the master's web UI on 8080 for the usual port, else anywhere free (its log says where)
    ui=8080
    [ "$port" = 7077 ] || ui=0
    # shellcheck disable=SC2086
    nohup "$JAVA_HOME/bin/java" $opts -Dspark.master.rest.enabled=false -cp "$SPARK_HOME/jars/*" org.apache.spark.deploy.master.Master \
      --host 127.0.0.1 --port "$port" --webui-port "$ui" > "$dir/master.log" 2>&1 &
    echo $! > "$dir/master.pid"
    # the master is up when it listens
    i=0
    until (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do
      i=$((i + 1))
      if [ "$i" -gt 120 ] || ! kill -0 "$(cat "$dir/master.pid")" 2>/dev/null; then
        echo "spark-cluster.sh: the master did not start; its log: $dir/master.log" >&2
        exit 1
      fi
      sleep 1
    done
    w=1
    while [ "$w" -le "$workers" ]; do
      mkdir -p "$dir/worker-$w"
      # shellcheck disable=SC2086
      nohup "$JAVA_HOME/bin/java" $opts -cp "$SPARK_HOME/jars/*" org.apache.spark.deploy.worker.Worker \
        --host 127.0.0.1 --cores "$cores" --memory "$memory" --webui-port 0 \
        --work-dir "$dir/worker-$w" "spark://127.0.0.1:$port" > "$dir/worker-$w.log" 2>&1 &
      echo $! > "$dir/worker-$w.pid"
      w=$((w + 1))
    done
    echo "spark://127.0.0.1:$port"
    ;;
  stop)
    for f in "$dir"/worker-*.pid "$dir"/master.pid; do
      [ -f "$f" ] || continue
      kill "$(cat "$f")" 2>/dev/null || :
      rm -f "$f"
    done
    ;;
  *)
    echo "usage: spark-cluster.sh start [--workers N] [--cores C] [--memory M] [--port P] [--dir DIR] | stop [--dir DIR]" >&2
    exit 2
    ;;
esac
