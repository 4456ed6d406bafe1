package org.rulebench.readings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.Callable;

import org.junit.jupiter.api.Test;
import org.rulebench.readings.compare.CompareCommand;
import org.rulebench.readings.diff.RuleDiffCommand;
import org.rulebench.readings.tests.ReadingHistory;

/** Every command of a readings workspace is a {@link ReadingsCommand}: made by the workspace, set up, called once. */
class ReadingsCommandTest {

	@Test
	void everyCommandIsOneOfThemOverTheWorkspacesRepository() {
		try (ReadingHistory history = ReadingHistory.withExamples(); Readings readings = Readings.wrap(history.repository())) {
			List<ReadingsCommand<?>> commands = List.of(readings.commit(), readings.list(), readings.branch(), readings.branchList(),
					readings.switchTo(), readings.log(), readings.tag(), readings.diff(), readings.textDiff(),
					new CompareCommand(history.repository()));
			for (ReadingsCommand<?> c : commands) {
				assertSame(history.repository(), c.getRepository(), c.getClass().getSimpleName());
				assertTrue(c instanceof Callable<?>, "a command is a Callable: " + c.getClass().getSimpleName());
			}
		}
	}

	@Test
	void aCommandIsCalledOnce() {
		try (ReadingHistory history = ReadingHistory.withExamples(); Readings readings = Readings.wrap(history.repository())) {
			ListCommand list = readings.list().setRevision("main");
			assertTrue(!list.call().isEmpty());
			IllegalStateException again = assertThrows(IllegalStateException.class, list::call);
			assertEquals("ListCommand has been called once; make a new one to run it again", again.getMessage());
			RuleDiffCommand diff = readings.diff().setOld("main:pu-shuang/ping.reading").setNew("main:pu-shuang/ping.reading");
			diff.call();
			assertThrows(IllegalStateException.class, diff::call);
		}
	}
}
