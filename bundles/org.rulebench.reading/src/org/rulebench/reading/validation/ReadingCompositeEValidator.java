package org.rulebench.reading.validation;

import java.util.Map;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.DiagnosticChain;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.validation.CheckType;
import org.eclipse.xtext.validation.CompositeEValidator;
import org.eclipse.xtext.validation.FeatureBasedDiagnostic;

/**
 * The validators of the reading language run as Xtext runs them, but a check that fails with an exception is
 * reported on the part of the reading it was checking, in words and with the code {@link IssueCodes#CHECK_FAILED},
 * instead of EMF's "Error executing EValidator" with an issue code made of an EClass's toString.
 */
public class ReadingCompositeEValidator extends CompositeEValidator {

	@Override
	public boolean validate(EClass eClass, EObject eObject, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (diagnostics == null) {
			return super.validate(eClass, eObject, null, context);
		}
		return super.validate(eClass, eObject, new DiagnosticChain() {
			@Override
			public void add(Diagnostic diagnostic) {
				diagnostics.add(translated(diagnostic, eObject));
			}

			@Override
			public void addAll(Diagnostic diagnostic) {
				diagnostics.addAll(translated(diagnostic, eObject));
			}

			@Override
			public void merge(Diagnostic diagnostic) {
				diagnostics.merge(translated(diagnostic, eObject));
			}
		}, context);
	}

	private static Diagnostic translated(Diagnostic d, EObject where) {
		if (!"Error executing EValidator".equals(d.getMessage())) {
			return d;
		}
		Throwable t = d.getData().isEmpty() || !(d.getData().get(0) instanceof Throwable x) ? null : x;
		String why = t == null ? "" : " (" + t.getClass().getSimpleName() + (t.getMessage() == null ? "" : ": " + oneLine(t.getMessage())) + ")";
		return new FeatureBasedDiagnostic(Diagnostic.ERROR, "this part of the reading could not be checked" + why
				+ "; the reading may hold a mistake here that no message names: please report it with the reading", where, null,
				-1, CheckType.FAST, IssueCodes.CHECK_FAILED, (String[]) null);
	}

	private static String oneLine(String s) {
		String one = s.replaceAll("\\s+", " ");
		return one.length() > 200 ? one.substring(0, 200) + "…" : one;
	}
}
