package org.rulebench.reading.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.rulebench.reading.tests.ReadingInjectorProvider;

/** One loader for every part: files parsed once and kept until they change, an editor's text parsed alone. */
class ReadingWorkspaceTest {
	private final Map<String, String> texts = new LinkedHashMap<>();
	private final Map<String, Long> stamps = new LinkedHashMap<>();
	private final ReadingWorkspace workspace = new ReadingWorkspace(new ReadingInjectorProvider().getInjector(),
			() -> texts.keySet().stream().<WorkspaceFile>map(InMemory::new).toList());

	private final class InMemory implements WorkspaceFile {
		private final String name;

		InMemory(String name) {
			this.name = name;
		}

		@Override
		public URI uri() {
			return ReadingWorkspaceTest.uri(name);
		}

		@Override
		public long stamp() {
			return stamps.get(name);
		}

		@Override
		public boolean source() {
			return false;
		}

		@Override
		public InputStream open() {
			return new ByteArrayInputStream(texts.get(name).getBytes(StandardCharsets.UTF_8));
		}
	}

	private static URI uri(String name) {
		return URI.createURI("memory:/" + name);
	}

	private void write(String name, String text) {
		texts.put(name, text);
		stamps.merge(name, 1L, Long::sum);
	}

	private XtextResource parsed(String name) {
		return workspace.read(p -> p.reading(uri(name)));
	}

	@Test
	void aFileIsParsedAgainOnlyWhenItChangesWithTheReadingsThatReachIntoIt() {
		write("base.reading", "reading tst.base game \"x\" rule pieces: each side has 15 pieces assumed");
		write("child.reading", "reading tst.child extends tst.base game \"y\"");
		write("other.reading", "reading tst.other game \"z\" rule pieces: each side has 12 pieces assumed");
		assertEquals("tst.base", workspace.read(p -> p.readingOf(p.reading(uri("child.reading"))).getBase().getName()));
		XtextResource base = parsed("base.reading");
		XtextResource child = parsed("child.reading");
		XtextResource other = parsed("other.reading");
		assertSame(base, parsed("base.reading"), "nothing changed: nothing parsed again");

		write("base.reading", "reading tst.base game \"x2\" rule pieces: each side has 14 pieces assumed");
		assertNotSame(base, parsed("base.reading"));
		assertNotSame(child, parsed("child.reading"), "the child's base was the old parse");
		assertSame(other, parsed("other.reading"));
		assertEquals("x2", workspace.read(p -> p.readingOf(p.reading(uri("child.reading"))).getBase().getGame()));
	}

	@Test
	void anEditedTextIsParsedAgainstTheSavedFilesAndLeavesThemAsTheyWere() {
		write("base.reading", "reading tst.base game \"x\" rule pieces: each side has 15 pieces assumed");
		write("child.reading", "reading tst.child extends tst.base game \"y\"");
		XtextResource base = parsed("base.reading");
		String game = workspace.withText(uri("child.reading"), "reading tst.child extends tst.base game \"typed\"",
				p -> p.readingOf(p.edited()).getGame() + " on " + p.readingOf(p.edited()).getBase().getGame());
		assertEquals("typed on x", game);
		assertSame(base, parsed("base.reading"));
		assertEquals("y", workspace.read(p -> p.readingOf(p.reading(uri("child.reading"))).getGame()));
		assertNull(workspace.withText(uri("new.reading"), "reading tst.fresh game \"n\"", p -> p.reading(uri("new.reading"))));
	}

	@Test
	void theFullCheckOfASavedReadingIsMadeOnceUntilAFileChanges() {
		write("first.reading", "reading tst.first game \"x\" rule pieces: each side has 15 pieces assumed rule : :");
		List<Issue> first = workspace.read(p -> p.issues(p.reading(uri("first.reading")), CheckMode.NORMAL_AND_FAST, CancelIndicator.NullImpl));
		assertTrue(first.stream().anyMatch(Issue::isSyntaxError), first.toString());
		assertSame(first, workspace.read(p -> p.issues(p.reading(uri("first.reading")), CheckMode.NORMAL_AND_FAST, CancelIndicator.NullImpl)));
		write("second.reading", "reading tst.second game \"y\"");
		assertNotSame(first, workspace.read(p -> p.issues(p.reading(uri("first.reading")), CheckMode.NORMAL_AND_FAST, CancelIndicator.NullImpl)));
	}
}
