package org.rulebench.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.rulebench.engine.learning.TrainedPlayer;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** `rulebench train FILE`: the command line of {@link TrainCommand}. */
@Command(name = "train", mixinStandardHelpOptions = true, sortOptions = false,
		description = "A player learns the reading by self-play (TD(λ)): one per combination of alternatives, saved beside "
				+ "the reading as NAME.player after every 10,000 games, so a stopped run resumes where it was.")
final class TrainLine implements Callable<Integer> {
	private final PrintStream out;
	private final PrintStream err;

	@Parameters(paramLabel = "FILE", description = "the .reading file of a race game")
	Path file;

	@Option(names = "--choose", paramLabel = "RULE=LABEL", description = "train only for this alternative (repeatable)")
	List<String> choose = new ArrayList<>();

	@Option(names = "--games", paramLabel = "N", defaultValue = "100000", description = "games to train each player for in this run (default ${DEFAULT-VALUE})")
	String games;

	@Option(names = "--minutes", paramLabel = "M", description = "stop each player's training after this many minutes")
	Double minutes;

	@Option(names = "--threads", paramLabel = "K", description = "threads to train on (default: every core)")
	String threads;

	@Option(names = "--hidden", paramLabel = "H", description = "hidden units of a new player (default: " + TrainedPlayer.DEFAULT_HIDDEN + ")")
	String hidden;

	@Option(names = "--lambda", paramLabel = "L", description = "λ of a new player's eligibility trace, 0 to 1 (default 0): above 0,"
			+ " an outcome also teaches the results that led to it, which helps where the scoring event is rare")
	Double lambda;

	@Option(names = "--restart", description = "start afresh even where a player file is")
	boolean restart;

	@Option(names = "--master", paramLabel = "URL", description = "train the players on Apache Spark, one task per combination: "
			+ "local[*] (every core of this machine) or spark://HOST:PORT (a standalone cluster); each player uses --threads threads "
			+ "(default 1 here), and its file comes back beside the reading")
	String master;

	@Option(names = "--no-service", description = "with --master local[N]: run in this process instead of in the sweep service"
			+ " (`rulebench service --help`)")
	boolean noService;

	TrainLine(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	@Override
	public Integer call() {
		file = Main.directory().resolve(file);
		int defaultThreads = master != null ? 1 : Runtime.getRuntime().availableProcessors();
		TrainCommand c = new TrainCommand(out, err).file(file).choose(choose)
				.games(Numbers.whole("--games", games, 1, Long.MAX_VALUE / 2))
				.threads(threads == null ? defaultThreads : (int) Numbers.whole("--threads", threads, 1, 1024))
				.hidden(hidden == null ? TrainedPlayer.DEFAULT_HIDDEN : (int) Numbers.whole("--hidden", hidden, 1, 4096))
				.restart(restart);
		if (lambda != null) {
			if (!(lambda >= 0 && lambda <= 1)) {
				throw new Usage("--lambda " + lambda + ": give a number from 0 to 1");
			}
			c.lambda(lambda.floatValue());
		}
		if (minutes != null) {
			if (minutes < 0) {
				throw new Usage("--minutes " + minutes + ": give a number of minutes, 0 or more");
			}
			c.minutes(minutes);
		}
		return master == null ? c.call() : new ClusterTraining(out, err).call(file, choose, c.settings(), SparkCluster.master(master));
	}
}
