package org.rulebench.cli;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

import org.rulebench.readings.internal.Json;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** `rulebench service status|stop|run`: the sweep service that keeps Spark warm between sweeps ({@link SweepService}). */
@Command(name = "service", mixinStandardHelpOptions = true, subcommandsRepeatable = false,
		description = "The sweep service: the first sweep on this machine's Spark (no --master, or local[N]) starts it in the "
				+ "background, and it keeps Spark started and warm for the sweeps and `train --master local[N]` runs after it, "
				+ "one at a time, with the same results and messages. One per user and build; it stops after 60 minutes "
				+ "without work (RULEBENCH_SERVICE_IDLE=MINUTES), when its jar is rebuilt, or with `rulebench service stop`. "
				+ "`sweep --no-service` or RULEBENCH_SERVICE=off runs a sweep in its own process instead.",
		subcommands = { ServiceCommand.Status.class, ServiceCommand.Stop.class, ServiceCommand.Run.class })
final class ServiceCommand implements Callable<Integer> {
	private final PrintStream err;

	ServiceCommand(PrintStream out, PrintStream err) {
		this.err = err;
	}

	@Override
	public Integer call() {
		throw new Usage("say what: `rulebench service status` or `rulebench service stop`");
	}

	/** Asks the running service; the exit status, or -1 if none answers (said). */
	static int ask(String what, PrintStream out, PrintStream err) {
		ServiceEntry entry = ServiceEntry.read();
		if (entry == null) {
			out.println("rulebench service: none is running for this build (the next sweep without --master starts one)");
			return -1;
		}
		Socket socket = ServiceClient.connect(entry);
		if (socket == null) {
			out.println("rulebench service: none is running: the entry " + ServiceEntry.file() + " names pid " + entry.pid() + ", which "
					+ (entry.alive() ? "does not answer" : "is gone") + " (its log: " + ServiceEntry.log() + ")");
			if (!entry.alive()) {
				entry.remove();
			}
			return -1;
		}
		try (Socket s = socket) {
			Map<String, Object> request = new LinkedHashMap<>();
			request.put("key", entry.key());
			request.put("do", what);
			OutputStream o = s.getOutputStream();
			o.write((Json.line(request) + "\n").getBytes(StandardCharsets.UTF_8));
			o.flush();
			DataInputStream in = new DataInputStream(s.getInputStream());
			for (ServiceWire.Frame f; (f = ServiceWire.read(in)) != null;) {
				if (f.kind() == ServiceWire.EXIT) {
					return Integer.parseInt(f.text().strip());
				}
				(f.kind() == ServiceWire.ERR ? err : out).print(f.text());
			}
			return Main.OK;
		} catch (IOException e) {
			err.println("rulebench service: the service (pid " + entry.pid() + ") did not answer: " + e.getMessage());
			return Main.PROBLEMS;
		}
	}

	@Command(name = "status", mixinStandardHelpOptions = true, description = "Whether the sweep service runs, since when, what it does, its memory and log.")
	static final class Status implements Callable<Integer> {
		private final PrintStream out;
		private final PrintStream err;

		Status(PrintStream out, PrintStream err) {
			this.out = out;
			this.err = err;
		}

		@Override
		public Integer call() {
			return Math.max(Main.OK, ask("status", out, err));
		}
	}

	@Command(name = "stop", mixinStandardHelpOptions = true, description = "Stops the sweep service (a sweep it runs stops too; its finished tasks are kept).")
	static final class Stop implements Callable<Integer> {
		private final PrintStream out;
		private final PrintStream err;

		Stop(PrintStream out, PrintStream err) {
			this.out = out;
			this.err = err;
		}

		@Override
		public Integer call() {
			ServiceEntry entry = ServiceEntry.read();
			int status = ask("stop", out, err);
			if (status == Main.OK && entry != null) {
				// stopped when its process is gone (Spark stopped, the entry removed)
				long deadline = System.currentTimeMillis() + 60_000;
				while (entry.alive() && System.currentTimeMillis() < deadline) {
					try {
						Thread.sleep(50);
					} catch (InterruptedException e) {
						Thread.currentThread().interrupt();
						break;
					}
				}
				out.println(entry.alive() ? "rulebench service: pid " + entry.pid() + " is still stopping" : "rulebench service: stopped");
			}
			return Math.max(Main.OK, status);
		}
	}

	@Command(name = "run", mixinStandardHelpOptions = true, description = "Runs the sweep service in this process, in the foreground"
			+ " (a sweep starts it in the background by itself).")
	static final class Run implements Callable<Integer> {
		private final PrintStream err;

		@Option(names = "--idle", paramLabel = "MINUTES", description = "stop after this many minutes without work (default: RULEBENCH_SERVICE_IDLE, else "
				+ SweepService.DEFAULT_IDLE_MINUTES + ")")
		String idle;

		Run(PrintStream out, PrintStream err) {
			this.err = err;
		}

		@Override
		public Integer call() throws IOException {
			String given = idle != null ? idle : System.getenv("RULEBENCH_SERVICE_IDLE");
			int minutes = given == null || given.isBlank() ? SweepService.DEFAULT_IDLE_MINUTES
					: (int) Numbers.whole(idle != null ? "--idle" : "RULEBENCH_SERVICE_IDLE", given, 1, 7 * 24 * 60);
			ServiceEntry there = ServiceEntry.read();
			Socket s = there == null ? null : ServiceClient.connect(there);
			if (s != null) {
				s.close();
				err.println("rulebench service: one is running already for this build, pid " + there.pid() + " (`rulebench service status`)");
				return Main.PROBLEMS;
			}
			return new SweepService(err, minutes).call();
		}
	}
}
