package org.rulebench.reading.linking;

import java.util.LinkedHashSet;
import java.util.Set;

import org.eclipse.xtext.diagnostics.DiagnosticMessage;
import org.eclipse.xtext.linking.impl.LinkingDiagnosticMessageProvider;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.scoping.IScopeProvider;
import org.rulebench.reading.reading.ReadingPackage;

import com.google.inject.Inject;

/**
 * An unknown passage is not reported by the linker but by the validator's {@code citedPassagesExist}, which
 * names the closest passage ids; every other unresolved name is told in the reading's words, with the names that
 * may stand there ("no piece is named `bishop`: the pieces are khun, met, …"), not as the linker's "Couldn't
 * resolve reference to Piece 'bishop'".
 */
public class ReadingLinkingDiagnostics extends LinkingDiagnosticMessageProvider {
	/** More names than this are not listed: the scope is then the workspace's, not the reading's. */
	private static final int LISTED = 24;

	@Inject
	private IScopeProvider scopes;

	@Override
	public DiagnosticMessage getUnresolvedProxyMessage(ILinkingDiagnosticContext context) {
		if (context.getReference() == ReadingPackage.eINSTANCE.getCitation_Passage()) {
			return null;
		}
		DiagnosticMessage linker = super.getUnresolvedProxyMessage(context);
		String kind = words(context.getReference().getEReferenceType().getName());
		String message = "no " + kind + " is named `" + context.getLinkText() + "`";
		if (context.getReference().getEReferenceType() == ReadingPackage.eINSTANCE.getReading()) {
			// the workspace's readings are not listed: listing them whole kept a stale scope in the resource's cache,
			// so a base renamed back still went unresolved in the builder (ReadingBuilderTest)
			return new DiagnosticMessage(message + " in the workspace: check the name after `extends`, or add the file that defines it",
					linker.getSeverity(), linker.getIssueCode(), linker.getIssueData());
		}
		Set<String> names = new LinkedHashSet<>();
		try {
			for (IEObjectDescription d : scopes.getScope(context.getContext(), context.getReference()).getAllElements()) {
				names.add(d.getName().toString());
				if (names.size() > LISTED) {
					break;
				}
			}
		} catch (RuntimeException e) {
			names.clear(); // a scope that cannot be listed here: the message names the kind alone
		}
		if (names.isEmpty()) {
			message += ": the reading and the readings it extends name none";
		} else if (names.size() <= LISTED) {
			message += ": the " + kind + (kind.endsWith("s") ? "es" : "s") + " named are " + String.join(", ", names);
		}
		return new DiagnosticMessage(message, linker.getSeverity(), linker.getIssueCode(), linker.getIssueData());
	}

	/** A class's name in words: Piece → piece, ThrowsClaim → throws claim. */
	private static String words(String className) {
		return className.replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase(java.util.Locale.ROOT);
	}
}
