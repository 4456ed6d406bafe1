package org.rulebench.engine.learning;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

import org.rulebench.engine.game.Player;
import org.rulebench.engine.players.SearchPlayer;
import org.rulebench.engine.rules.RuleSet;

/**
 * A player that learned one reading (one combination of its alternatives) by self-play: its network and what it
 * was trained for. Saved beside the reading as {@code NAME.player} ({@link #fileFor}), a file Git versions with the
 * reading. The format: UTF-8 header lines {@code key: value}, the first {@code rulebench-player 1}, then
 * {@code reading}, {@code alternatives} ({@code rule=label, …} or {@code as written}), {@code rules} (the
 * {@link RulesFingerprint} of the compiled rules), {@code features} ({@link Features#VERSION}), {@code inputs},
 * {@code hidden}, {@code games} (played in training so far), {@code alpha}, {@code lambda}, {@code seed},
 * {@code half-life} (games after which α is halved, 0: constant),
 * {@code saved} (an ISO-8601 instant), and last {@code parameters: N}, after whose newline come the network's N
 * parameters as IEEE 754 single-precision floats, big-endian, in {@link Network}'s layout.
 */
public final class TrainedPlayer {
	static final String MAGIC = "rulebench-player 1";
	/** Hidden units of a new player: the strength benchmark's (docs/performance.md). */
	public static final int DEFAULT_HIDDEN = 40;
	/** Games after which a new player's step size is halved ({@link Training#halfLife}). */
	public static final long DEFAULT_HALF_LIFE = 60_000;

	private final String reading;
	private final Map<String, String> alternatives;
	private final String rules;
	private final Network network;
	private long games;
	private float alpha;
	private float lambda;
	private long seed;
	private long halfLife;

	private TrainedPlayer(String reading, Map<String, String> alternatives, String rules, Network network, long games,
			float alpha, float lambda, long seed, long halfLife) {
		this.reading = reading;
		this.alternatives = Map.copyOf(alternatives);
		this.rules = rules;
		this.network = network;
		this.games = games;
		this.alpha = alpha;
		this.lambda = lambda;
		this.seed = seed;
		this.halfLife = halfLife;
	}

	/**
	 * An untrained player for the rules: small random weights from the seed; α 0.1 and λ 0 (TD(0): no eligibility
	 * trace to decay and apply over every weight each turn, so more games per second; the strength benchmark's
	 * setting, docs/performance.md).
	 */
	public static TrainedPlayer fresh(RuleSet rules, String reading, Map<String, String> alternatives, int hidden,
			long seed) {
		Features f = new Features(rules);
		return new TrainedPlayer(reading, new LinkedHashMap<>(alternatives), RulesFingerprint.of(rules),
				Network.random(f.inputs(), hidden, seed), 0, 0.1f, 0f, seed, DEFAULT_HALF_LIFE);
	}

	/** The file of the player trained for the reading in {@code readingFile} and these alternatives. */
	public static Path fileFor(Path readingFile, Map<String, String> alternatives) {
		String name = readingFile.getFileName().toString();
		int dot = name.lastIndexOf('.');
		StringBuilder s = new StringBuilder(dot > 0 ? name.substring(0, dot) : name);
		alternatives.entrySet().stream().sorted(Map.Entry.comparingByKey())
				.forEach(e -> s.append('.').append(safe(e.getKey())).append('=').append(safe(e.getValue())));
		return readingFile.resolveSibling(s.append(".player").toString());
	}

	private static String safe(String s) {
		return s.replaceAll("[^\\p{L}\\p{N}_-]", "_");
	}

	/** A training run that goes on from the games played so far, with this player's α, λ and seed. */
	public Training training(RuleSet rules) {
		return new Training(rules, network).startAt(games).alpha(alpha).lambda(lambda).seed(seed).halfLife(halfLife);
	}

	/** Counts the games of a finished training run. */
	public void played(long n) {
		games += n;
	}

	public TrainedPlayer alpha(float a) { alpha = a; return this; }
	public TrainedPlayer lambda(float l) { lambda = l; return this; }
	public TrainedPlayer halfLife(long games) { halfLife = games; return this; }

	/** A player choosing by this network, looking 1 or 2 ply ahead; one per thread. */
	public Player player(RuleSet rules, int ply) {
		check(rules);
		return new SearchPlayer(ply == 1 ? "trained" : "trained:" + ply, new NetworkEvaluator(new Features(rules), network), ply);
	}

	private void check(RuleSet rules) {
		if (!RulesFingerprint.of(rules).equals(this.rules)) {
			throw new IllegalArgumentException("this player was trained for other rules than " + rules.name());
		}
	}

	public String reading() { return reading; }
	public Map<String, String> alternatives() { return alternatives; }
	public String rulesFingerprint() { return rules; }
	public Network network() { return network; }
	public long games() { return games; }
	public float alpha() { return alpha; }
	public float lambda() { return lambda; }
	public long seed() { return seed; }
	public long halfLife() { return halfLife; }

	static String describe(Map<String, String> alternatives) {
		return alternatives.isEmpty() ? "as written"
				: alternatives.entrySet().stream().sorted(Map.Entry.comparingByKey()).map(e -> e.getKey() + "=" + e.getValue())
						.collect(Collectors.joining(", "));
	}

	/** Writes the file whole or not at all: a new file beside it, moved over the old one. */
	public void save(Path file) throws IOException {
		Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
		try (OutputStream raw = Files.newOutputStream(tmp);
				DataOutputStream out = new DataOutputStream(new BufferedOutputStream(raw))) {
			float[] p = network.parameters();
			String header = MAGIC + "\n"
					+ "reading: " + reading + "\n"
					+ "alternatives: " + describe(alternatives) + "\n"
					+ "rules: " + rules + "\n"
					+ "features: " + Features.VERSION + "\n"
					+ "inputs: " + network.inputs() + "\n"
					+ "hidden: " + network.hiddenUnits() + "\n"
					+ "games: " + games + "\n"
					+ "alpha: " + alpha + "\n"
					+ "lambda: " + lambda + "\n"
					+ "seed: " + seed + "\n"
					+ "half-life: " + halfLife + "\n"
					+ "saved: " + Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS) + "\n"
					+ "parameters: " + p.length + "\n";
			out.write(header.getBytes(StandardCharsets.UTF_8));
			for (float f : p) {
				out.writeFloat(f);
			}
		}
		try {
			Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
		} catch (AtomicMoveNotSupportedException e) {
			Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
		}
	}

	/** Reads a player file, whatever it was trained for. */
	public static TrainedPlayer read(Path file) throws PlayerFileProblem {
		try (InputStream raw = Files.newInputStream(file);
				DataInputStream in = new DataInputStream(new BufferedInputStream(raw))) {
			if (!MAGIC.equals(line(in))) {
				throw new PlayerFileProblem(file, "not a Rulebench player file (it does not start with '" + MAGIC + "')");
			}
			Map<String, String> h = new LinkedHashMap<>();
			String l;
			while (true) {
				l = line(in);
				if (l == null) {
					throw new PlayerFileProblem(file, "the file ends before its parameters");
				}
				int colon = l.indexOf(": ");
				if (colon <= 0) {
					throw new PlayerFileProblem(file, "malformed header line '" + l + "'");
				}
				h.put(l.substring(0, colon), l.substring(colon + 2));
				if (l.startsWith("parameters: ")) {
					break;
				}
			}
			if (!Features.VERSION.equals(h.get("features"))) {
				throw new PlayerFileProblem(file, "made with features '" + h.get("features") + "', this Rulebench uses '"
						+ Features.VERSION + "': train the player again");
			}
			int inputs = number(file, h, "inputs");
			int hidden = number(file, h, "hidden");
			int n = number(file, h, "parameters");
			if (n != Network.size(inputs, hidden)) {
				throw new PlayerFileProblem(file, n + " parameters do not make a network of " + inputs + " inputs and "
						+ hidden + " hidden units");
			}
			float[] p = new float[n];
			for (int i = 0; i < n; i++) {
				p[i] = in.readFloat();
			}
			if (in.read() != -1) {
				throw new PlayerFileProblem(file, "more data after the " + n + " parameters");
			}
			return new TrainedPlayer(require(file, h, "reading"), parseAlternatives(require(file, h, "alternatives")),
					require(file, h, "rules"), new Network(inputs, hidden, p), count(file, h, "games"),
					Float.parseFloat(h.getOrDefault("alpha", "0.1")), Float.parseFloat(h.getOrDefault("lambda", "0")),
					Long.parseLong(h.getOrDefault("seed", "1")), Long.parseLong(h.getOrDefault("half-life", "0")));
		} catch (NoSuchFileException e) {
			throw new PlayerFileProblem(file, "no such file");
		} catch (EOFException e) {
			throw new PlayerFileProblem(file, "the file is cut short: its parameters are incomplete");
		} catch (IOException e) {
			throw new PlayerFileProblem(file, "cannot be read: " + e.getMessage());
		} catch (NumberFormatException | ArithmeticException e) {
			throw new PlayerFileProblem(file, "a header value is not a number: " + e.getMessage());
		}
	}

	/**
	 * Reads a player file and checks that it was trained for this reading, these alternatives and these very
	 * rules; refuses any other with a message saying what it was trained for.
	 */
	public static TrainedPlayer load(Path file, RuleSet rules, String reading, Map<String, String> alternatives)
			throws PlayerFileProblem {
		TrainedPlayer p = read(file);
		String wanted = describe(alternatives);
		String had = describe(p.alternatives);
		if (!p.reading.equals(reading) || !had.equals(wanted)) {
			throw new PlayerFileProblem(file, "this player was trained for reading '" + p.reading + "' (" + had
					+ "), not for '" + reading + "' (" + wanted + "); train one for it with `rulebench train`");
		}
		if (!p.rules.equals(RulesFingerprint.of(rules))) {
			throw new PlayerFileProblem(file, "this player was trained for reading '" + reading + "' (" + wanted
					+ ") as its rules stood before they changed (rules " + p.rules.substring(0, 12) + "…, now "
					+ RulesFingerprint.of(rules).substring(0, 12) + "…); train it again from scratch with"
					+ " `rulebench train --restart`");
		}
		if (p.network.inputs() != new Features(rules).inputs()) {
			throw new PlayerFileProblem(file, "its network takes " + p.network.inputs() + " inputs, the rules give "
					+ new Features(rules).inputs());
		}
		return p;
	}

	private static Map<String, String> parseAlternatives(String s) {
		Map<String, String> m = new LinkedHashMap<>();
		if (s.equals("as written")) {
			return m;
		}
		for (String part : s.split(", ")) {
			int eq = part.indexOf('=');
			if (eq > 0) {
				m.put(part.substring(0, eq), part.substring(eq + 1));
			}
		}
		return m;
	}

	private static String require(Path file, Map<String, String> h, String key) throws PlayerFileProblem {
		String v = h.get(key);
		if (v == null) {
			throw new PlayerFileProblem(file, "the header has no '" + key + "'");
		}
		return v;
	}

	private static int number(Path file, Map<String, String> h, String key) throws PlayerFileProblem {
		return Math.toIntExact(count(file, h, key));
	}

	private static long count(Path file, Map<String, String> h, String key) throws PlayerFileProblem {
		return Long.parseLong(require(file, h, key));
	}

	/** One header line, UTF-8, without its newline; null at the end of the stream. */
	private static String line(InputStream in) throws IOException {
		ByteArrayOutputStream b = new ByteArrayOutputStream();
		int c;
		while ((c = in.read()) != -1 && c != '\n') {
			b.write(c);
			if (b.size() > 4096) {
				throw new IOException("a header line longer than 4096 bytes");
			}
		}
		return c == -1 && b.size() == 0 ? null : b.toString(StandardCharsets.UTF_8);
	}
}
