package org.rulebench.cli;

import java.io.BufferedReader;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The sweep service (`rulebench service run`): a process of the user's own that keeps an embedded Spark warm
 * ({@link KeptSpark}) and runs the sweeps and the local training runs that `rulebench` hands it, one at a time,
 * exactly as they would run in the command's own process (the same code, results and messages, sent back to the
 * command as it prints them). The first local sweep starts it; it stops after a while without work (60 minutes unless
 * told), when asked (`rulebench service stop`), or when the jar it runs from is rebuilt. Like Gradle's daemon, there
 * is one per user and build ({@link ServiceEntry}); only a client that read its key from the user's own entry file
 * is served.
 */
final class SweepService {
	static final int DEFAULT_IDLE_MINUTES = 60;

	private final PrintStream log;
	private final int idleMinutes;
	private final ReentrantLock running = new ReentrantLock(true);
	private final CountDownLatch stopped = new CountDownLatch(1);
	private final long started = System.currentTimeMillis();
	private volatile long lastWork = System.nanoTime();
	private volatile String stopReason;
	private volatile String current;
	private int served;
	private ServerSocket server;
	private ServiceEntry entry;

	SweepService(PrintStream log, int idleMinutes) {
		this.log = log;
		this.idleMinutes = idleMinutes;
	}

	/** Serves until stopped; the exit status. */
	int call() throws IOException {
		ServiceEntry.makeFolder();
		server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
		byte[] key = new byte[24];
		new SecureRandom().nextBytes(key);
		KeptSpark spark = KeptSpark.keep("rulebench sweep service");
		entry = new ServiceEntry(ProcessHandle.current().pid(), server.getLocalPort(), HexFormat.of().formatHex(key), started, idleMinutes);
		entry.write();
		say("serving on 127.0.0.1:" + entry.port() + ", pid " + entry.pid() + "; stops after " + idleMinutes + " minutes without work");
		Thread watch = new Thread(this::watch, "rulebench-service-watch");
		watch.setDaemon(true);
		watch.start();
		Thread accept = new Thread(this::accept, "rulebench-service-accept");
		accept.setDaemon(true);
		accept.start();
		try {
			stopped.await();
		} catch (InterruptedException e) {
			stopReason = "interrupted";
		}
		say("stopping: " + stopReason);
		entry.remove();
		if (running.isLocked()) {
			spark.cancelAll();
			try {
				// the command says it stopped (and what it kept) before Spark goes
				if (running.tryLock(30, TimeUnit.SECONDS)) {
					running.unlock();
				}
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		}
		try {
			server.close();
		} catch (IOException e) {
			// stopping anyway
		}
		spark.stop();
		say("stopped");
		return Main.OK;
	}

	private void stop(String why) {
		if (stopReason == null) {
			stopReason = why;
		}
		stopped.countDown();
	}

	/** Stops the service when it has had no work for its idle time, when its jar is rebuilt, or when its entry is gone. */
	private void watch() {
		Path jar = SparkJars.ownJar();
		long jarTime = modified(jar);
		while (stopped.getCount() > 0) {
			try {
				Thread.sleep(2000);
			} catch (InterruptedException e) {
				return;
			}
			if (!running.isLocked() && System.nanoTime() - lastWork > TimeUnit.MINUTES.toNanos(idleMinutes)) {
				stop("no work for " + idleMinutes + " minutes");
			} else if (jar != null && modified(jar) != jarTime) {
				stop(jar + " was rebuilt: the next sweep starts a service of the new build");
			} else if (!entry.equals(ServiceEntry.read()) && !running.isLocked()) {
				stop("its entry " + ServiceEntry.file() + " is gone or another's");
			}
		}
	}

	private static long modified(Path f) {
		try {
			return f == null ? 0 : Files.getLastModifiedTime(f).toMillis();
		} catch (IOException e) {
			return -1;
		}
	}

	private void accept() {
		while (stopped.getCount() > 0) {
			try {
				Socket s = server.accept();
				Thread t = new Thread(() -> serve(s), "rulebench-service-client");
				t.setDaemon(true);
				t.start();
			} catch (IOException e) {
				if (stopped.getCount() > 0) {
					stop("cannot accept connections: " + e.getMessage());
				}
			}
		}
	}

	private void serve(Socket socket) {
		try (socket) {
			socket.setSoTimeout(10_000);
			BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
			String line = in.readLine();
			socket.setSoTimeout(0);
			JsonObject request = line == null ? null : JsonParser.parseString(line).getAsJsonObject();
			if (request == null || !entry.key().equals(request.get("key").getAsString())) {
				return;
			}
			DataOutputStream wire = new DataOutputStream(socket.getOutputStream());
			String what = request.get("do").getAsString();
			switch (what) {
			case "status" -> reply(wire, ServiceWire.OUT, status() + "\n", Main.OK);
			case "stop" -> {
				reply(wire, ServiceWire.OUT, "rulebench service: stopping the service (pid " + entry.pid() + ")"
						+ (current != null ? "; the command it runs stops too (" + current + ")" : "") + "\n", Main.OK);
				stop("asked to (rulebench service stop)");
			}
			case "run" -> run(request, socket, wire);
			default -> reply(wire, ServiceWire.ERR, "rulebench service: no such request: " + what + "\n", Main.INTERNAL);
			}
		} catch (IOException | RuntimeException e) {
			say("a client's request failed: " + e);
		}
	}

	private static void reply(DataOutputStream wire, char kind, String text, int status) throws IOException {
		byte[] b = text.getBytes(StandardCharsets.UTF_8);
		ServiceWire.write(wire, kind, b, 0, b.length);
		byte[] x = Integer.toString(status).getBytes(StandardCharsets.UTF_8);
		ServiceWire.write(wire, ServiceWire.EXIT, x, 0, x.length);
	}

	/** Runs one command for a client, after the one it may be running (said to the client while it waits). */
	private void run(JsonObject request, Socket socket, DataOutputStream wire) throws IOException {
		List<String> args = new ArrayList<>();
		for (JsonElement a : request.getAsJsonArray("args")) {
			args.add(a.getAsString());
		}
		boolean terminal = request.get("terminal").getAsBoolean();
		ServiceWire.ToClient out = new ServiceWire.ToClient(wire, ServiceWire.OUT, terminal);
		ServiceWire.ToClient err = new ServiceWire.ToClient(wire, ServiceWire.ERR, terminal);
		if (!running.tryLock()) {
			err.println("rulebench: the sweep service is running another command (" + current + "); this one waits for it");
			running.lock();
		}
		int status;
		Thread gone = watchClient(socket);
		try (AutoCloseable milestones = Milestones.forClient(request.has("milestones") && !request.get("milestones").isJsonNull()
				? request.get("milestones").getAsString() : null, err)) {
			current = String.join(" ", args.subList(0, Math.min(2, args.size()))) + ", since "
					+ LocalTime.now().truncatedTo(ChronoUnit.SECONDS);
			served++;
			say("runs: " + String.join(" ", args) + " (in " + request.get("directory").getAsString() + ")");
			Milestones.reached("service request begins");
			try {
				status = Main.run(args.toArray(String[]::new), out, err, Path.of(request.get("directory").getAsString()));
			} catch (RuntimeException | LinkageError e) {
				status = Main.internal(e, err, request.has("debug") && request.get("debug").getAsBoolean());
			}
			out.flush();
			Milestones.reached("service request ends");
		} catch (Exception e) {
			status = Main.INTERNAL;
		} finally {
			gone.interrupt();
			OnExecutor.forget();
			current = null;
			lastWork = System.nanoTime();
			running.unlock();
		}
		byte[] x = Integer.toString(status).getBytes(StandardCharsets.UTF_8);
		try {
			ServiceWire.write(wire, ServiceWire.EXIT, x, 0, x.length);
		} catch (SocketException e) {
			say("the client left before the end (status " + status + ")");
		}
	}

	/** Cancels the running command's Spark tasks when its client goes away (stopped with Ctrl-C, say). */
	private Thread watchClient(Socket socket) {
		Thread t = new Thread(() -> {
			try {
				while (socket.getInputStream().read() >= 0) {
					// the client sends nothing more; the end of its stream is the news
				}
			} catch (IOException e) {
				// gone too
			}
			if (!Thread.currentThread().isInterrupted() && running.isLocked()) {
				say("the client went away: its tasks are cancelled");
				KeptSpark k = KeptSpark.here();
				if (k != null) {
					k.cancelAll();
				}
			}
		}, "rulebench-service-client-watch");
		t.setDaemon(true);
		t.start();
		return t;
	}

	private String status() {
		Runtime rt = Runtime.getRuntime();
		long idle = TimeUnit.NANOSECONDS.toMinutes(System.nanoTime() - lastWork);
		KeptSpark k = KeptSpark.here();
		return String.format(Locale.ROOT,
				"rulebench service: running, pid %d, since %s (%s); %s; %d command%s served; Spark %s; memory %,d MB of %,d MB;"
						+ " stops after %d minutes without work (idle %d min); log %s",
				entry.pid(), LocalTime.ofInstant(Instant.ofEpochMilli(started), ZoneId.systemDefault()).truncatedTo(ChronoUnit.SECONDS),
				TerminalProgress.duration(Duration.ofMillis(System.currentTimeMillis() - started).toSeconds()),
				current == null ? "idle" : "running " + current, served, served == 1 ? "" : "s", k == null ? "not kept" : k.state(),
				(rt.totalMemory() - rt.freeMemory()) >> 20, rt.maxMemory() >> 20, idleMinutes, idle, ServiceEntry.log());
	}

	private void say(String what) {
		log.printf(Locale.ROOT, "%s rulebench service: %s%n", Instant.now().truncatedTo(ChronoUnit.SECONDS), what);
		log.flush();
	}
}
