package org.rulebench.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

import org.rulebench.readings.internal.Json;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Where the sweep service of this user and this build of the command line is found: a small file in the user's
 * folder (~/.rulebench/service, or RULEBENCH_SERVICE_DIR) with its process, port and key. A build is its jar (path,
 * size and time), so a rebuilt command line never talks to a service of the jar before it.
 */
record ServiceEntry(long pid, int port, String key, long started, int idleMinutes) {

	/** The folder of the entries and logs: the system property rulebench.service.dir, RULEBENCH_SERVICE_DIR, or ~/.rulebench/service. */
	static Path folder() {
		String property = System.getProperty("rulebench.service.dir");
		if (property != null && !property.isBlank()) {
			return Path.of(property);
		}
		String env = System.getenv("RULEBENCH_SERVICE_DIR");
		if (env != null && !env.isBlank()) {
			return Path.of(env);
		}
		return Path.of(System.getProperty("user.home"), ".rulebench", "service");
	}

	/**
	 * This build's name among the entries: the jar (or the class path, running from classes) it runs from; a service
	 * takes the name of the client that started it (RULEBENCH_SERVICE_BUILD), which is the same unless that client
	 * runs from classes (the tests).
	 */
	static String build() {
		String given = System.getenv("RULEBENCH_SERVICE_BUILD");
		if (given != null && given.matches("rulebench-[0-9a-f]{12}")) {
			return given;
		}
		Path jar = SparkJars.ownJar();
		String what;
		try {
			what = jar != null ? jar.toAbsolutePath() + " " + Files.size(jar) + " " + Files.getLastModifiedTime(jar).toMillis()
					: System.getProperty("java.class.path");
		} catch (IOException e) {
			what = String.valueOf(jar);
		}
		try {
			byte[] digest = MessageDigest.getInstance("SHA-256").digest(what.getBytes(StandardCharsets.UTF_8));
			return "rulebench-" + HexFormat.of().formatHex(digest, 0, 6);
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException(e);
		}
	}

	static Path file() {
		return folder().resolve(build() + ".json");
	}

	/** Held while a client starts a service, so that two sweeps started together start one. */
	static Path lock() {
		return folder().resolve(build() + ".lock");
	}

	/** The service's standard output and error. */
	static Path log() {
		return folder().resolve(build() + ".log");
	}

	/** The folder, made if missing, readable by this user alone. */
	static Path makeFolder() throws IOException {
		Path f = folder();
		if (!Files.isDirectory(f)) {
			Files.createDirectories(f);
			try {
				Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rwx------"));
			} catch (UnsupportedOperationException e) {
				// not a POSIX file system: the key in the entry still keeps others out
			}
		}
		return f;
	}

	/** This build's entry, or null if there is none (or it cannot be read: then there is none either). */
	static ServiceEntry read() {
		try {
			JsonObject o = JsonParser.parseString(Files.readString(file())).getAsJsonObject();
			return new ServiceEntry(o.get("pid").getAsLong(), o.get("port").getAsInt(), o.get("key").getAsString(), o.get("started").getAsLong(),
					o.get("idle_minutes").getAsInt());
		} catch (IOException | RuntimeException e) {
			return null;
		}
	}

	/** Written whole (beside, then moved in), readable by this user alone. */
	void write() throws IOException {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("pid", pid);
		m.put("port", port);
		m.put("key", key);
		m.put("started", started);
		m.put("idle_minutes", idleMinutes);
		Path tmp = Files.createTempFile(makeFolder(), build(), ".tmp");
		try {
			Files.writeString(tmp, Json.line(m));
			try {
				Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rw-------"));
			} catch (UnsupportedOperationException e) {
				// see makeFolder
			}
			try {
				Files.move(tmp, file(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
			} catch (AtomicMoveNotSupportedException e) {
				Files.move(tmp, file(), StandardCopyOption.REPLACE_EXISTING);
			}
		} finally {
			Files.deleteIfExists(tmp);
		}
	}

	/** Removes the entry if it is still this one's (a newer service may have written its own). */
	void remove() {
		ServiceEntry now = read();
		if (now != null && now.pid == pid && now.port == port) {
			try {
				Files.deleteIfExists(file());
			} catch (IOException e) {
				// a stale entry is found stale by the next client
			}
		}
	}

	/** Whether its process is still there (a zombie, dead but not yet reaped, is not). */
	boolean alive() {
		if (!ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) {
			return false;
		}
		try {
			String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
			return !stat.substring(stat.lastIndexOf(')') + 2).startsWith("Z");
		} catch (IOException | RuntimeException e) {
			return true; // no /proc: as the JDK says
		}
	}
}
