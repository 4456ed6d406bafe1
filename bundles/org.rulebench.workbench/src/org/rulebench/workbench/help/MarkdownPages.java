package org.rulebench.workbench.help;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.Platform;
import org.eclipse.help.IHelpContentProducer;
import org.osgi.framework.Bundle;

/**
 * Serves the help system (its pages and its search index alike) help/NAME.html rendered from help/NAME.md, the
 * project's docs as the build copies them into this bundle: the Markdown stays the one source of the documentation.
 * Anything else (a picture, a page that is no document) is left to the help system to find as a file.
 */
public final class MarkdownPages implements IHelpContentProducer {
	@Override
	public InputStream getInputStream(String pluginID, String href, Locale locale) {
		String path = href.replaceFirst("[?#].*$", "");
		if (!path.startsWith("help/") || !path.endsWith(".html")) {
			return null;
		}
		Bundle bundle = Platform.getBundle(pluginID);
		String markdown = path.substring(0, path.length() - ".html".length()) + ".md";
		URL url = bundle == null ? null : FileLocator.find(bundle, new org.eclipse.core.runtime.Path(markdown));
		if (url == null) {
			return null;
		}
		try (InputStream in = url.openStream()) {
			String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
			String name = markdown.substring("help/".length());
			return new ByteArrayInputStream(HelpPage.html(text, name).getBytes(StandardCharsets.UTF_8));
		} catch (IOException e) {
			return null; // the help system then says the page is not found
		}
	}
}
