package org.rulebench.readings.tests;

import java.nio.file.Path;

import org.rulebench.readings.Readings;
import org.rulebench.readings.Revision;

/**
 * The process the crash test kills: saves and commits a reading over and over, and prints "committed N ID" once
 * each commit has returned. Started by CrashTest in a JVM of its own.
 *
 * <pre>java -cp ... org.rulebench.readings.tests.CommitLoop WORKSPACE PATH FIRST</pre>
 */
public final class CommitLoop {
	private CommitLoop() {
	}

	public static void main(String[] args) {
		Path dir = Path.of(args[0]);
		String path = args[1];
		int first = Integer.parseInt(args[2]);
		try (Readings readings = Readings.open(dir)) {
			for (int n = first;; n++) {
				Revision r = readings.commit().setContent(path, text(n)).setMessage("save " + n).call();
				System.out.println("committed " + n + " " + r.id());
				System.out.flush();
			}
		}
	}

	/** Save n: a valid reading, and long enough that writing it takes more than one system call's worth. */
	public static String text(int n) {
		StringBuilder b = new StringBuilder("reading crash.test\ngame \"save ").append(n).append("\"\nrules may go uncited\n\n");
		for (int i = 0; i < 400; i++) {
			b.append("// save ").append(n).append(", line ").append(i).append(" of a long comment to make the file big\n");
		}
		return b.append("// end of save ").append(n).append('\n').toString();
	}
}
