package org.rulebench.reading.linking;

import org.eclipse.xtext.diagnostics.DiagnosticMessage;
import org.eclipse.xtext.linking.impl.LinkingDiagnosticMessageProvider;
import org.rulebench.reading.reading.ReadingPackage;

/**
 * An unknown passage is not reported by the linker but by the validator's {@code citedPassagesExist}, which
 * names the closest passage ids; every other unresolved name is the linker's as usual.
 */
public class ReadingLinkingDiagnostics extends LinkingDiagnosticMessageProvider {

	@Override
	public DiagnosticMessage getUnresolvedProxyMessage(ILinkingDiagnosticContext context) {
		if (context.getReference() == ReadingPackage.eINSTANCE.getCitation_Passage()) {
			return null;
		}
		return super.getUnresolvedProxyMessage(context);
	}
}
