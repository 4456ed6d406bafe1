package org.rulebench.editor;

import org.rulebench.reading.ide.ReadingIdeSetup;

import com.google.inject.Injector;

/**
 * The reading language with its editor-independent IDE services, set up once for the workbench. The generated IDE
 * module binds Xtext's RenameService2, whose methods name lsp4j types: xtext.ide needs lsp4j only optionally, so
 * this bundle requires it, or the injector fails with NoClassDefFoundError org/eclipse/lsp4j/WorkspaceEdit.
 */
public final class ReadingLanguage {
	public static final String CONTENT_TYPE = "org.rulebench.editor.reading";
	public static final String FILE_EXTENSION = "reading";
	private static volatile Injector injector;

	private ReadingLanguage() {
	}

	public static Injector injector() {
		Injector i = injector;
		if (i == null) {
			synchronized (ReadingLanguage.class) {
				i = injector;
				if (i == null) {
					i = new ReadingIdeSetup().createInjectorAndDoEMFRegistration();
					injector = i;
				}
			}
		}
		return i;
	}

	public static <T> T get(Class<T> type) {
		return injector().getInstance(type);
	}
}
