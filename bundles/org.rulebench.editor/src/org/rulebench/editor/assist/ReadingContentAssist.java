package org.rulebench.editor.assist;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.CompletionProposal;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContentAssistProcessor;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.contentassist.IContextInformationValidator;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.ide.editor.contentassist.antlr.ContentAssistContextFactory;
import org.eclipse.xtext.util.TextRegion;
import org.rulebench.editor.ReadingLanguage;
import org.rulebench.editor.model.ProjectReadings;
import org.rulebench.editor.model.ReadingFiles;

/**
 * Proposals at the cursor from Xtext's editor-independent services: the contexts the grammar allows there
 * ({@link ContentAssistContextFactory}) and what fits each ({@link IdeContentProposalProvider}): the words a claim
 * may go on with, rule and event names, the readings a reading may extend, the passages a rule may cite.
 */
public final class ReadingContentAssist implements IContentAssistProcessor {
	private static final ExecutorService POOL = Executors.newCachedThreadPool(r -> {
		Thread t = new Thread(r, "Reading content assist");
		t.setDaemon(true);
		return t;
	});

	/**
	 * One proposal: the text that replaces the prefix before the cursor, what the list shows, and what the pane beside
	 * it shows (a passage's whole text), or null.
	 */
	public record Proposal(String text, String prefix, String label, String description, String documentation) {
	}

	@Override
	public ICompletionProposal[] computeCompletionProposals(ITextViewer viewer, int offset) {
		String text = viewer.getDocument().get();
		List<ICompletionProposal> result = new ArrayList<>();
		for (Proposal p : proposals(ReadingFiles.of(viewer.getDocument()), text, offset)) {
			int start = offset - p.prefix().length();
			String display = p.description() == null || p.description().isEmpty() ? p.label() : p.label() + " — " + p.description();
			result.add(new CompletionProposal(p.text(), start, p.prefix().length(), p.text().length(), null, display, null,
					p.documentation()));
		}
		return result.toArray(ICompletionProposal[]::new);
	}

	/**
	 * The proposals at the offset of the text (of the file, whose project's readings and sources are names to
	 * propose). After a {@code #} (a passage being written, which the grammar cannot read yet when it is the # alone)
	 * they are asked for where the # stands and narrowed to what was typed.
	 */
	public static List<Proposal> proposals(IFile file, String text, int offset) {
		int hash = passageStart(text, offset);
		int at = hash >= 0 ? hash : offset;
		String typed = hash >= 0 ? text.substring(hash, offset) : null;
		return ProjectReadings.withText(file, text, parsed -> {
			ContentAssistContextFactory contexts = ReadingLanguage.get(ContentAssistContextFactory.class);
			contexts.setPool(POOL);
			ContentAssistContext[] found = contexts.create(text, new TextRegion(at, 0), at, parsed.resource());
			IdeContentProposalAcceptor acceptor = ReadingLanguage.get(IdeContentProposalAcceptor.class);
			ReadingLanguage.get(IdeContentProposalProvider.class).createProposals(Arrays.asList(found), acceptor);
			List<Proposal> proposals = new ArrayList<>();
			for (ContentAssistEntry e : acceptor.getEntries()) {
				if (e.getProposal() == null || e.getProposal().isBlank() || typed != null && !e.getProposal().startsWith(typed)) {
					continue;
				}
				String prefix = typed != null ? typed : e.getPrefix() == null ? "" : e.getPrefix();
				String label = e.getLabel() != null ? e.getLabel() : e.getProposal();
				proposals.add(new Proposal(e.getProposal(), prefix, label, e.getDescription(), e.getDocumentation()));
			}
			return proposals;
		});
	}

	/** Where the passage being written before the offset starts (its #), or -1 if none is. */
	private static int passageStart(String text, int offset) {
		int i = offset;
		while (i > 0 && passageChar(text.charAt(i - 1))) {
			i--;
		}
		return i > 0 && text.charAt(i - 1) == '#' ? i - 1 : -1;
	}

	/** A character of a passage id after its # (the grammar's PASSAGE terminal). */
	private static boolean passageChar(char c) {
		return Character.isLetterOrDigit(c) || c == '.' || c == '-' || c == '_';
	}

	@Override
	public IContextInformation[] computeContextInformation(ITextViewer viewer, int offset) {
		return null;
	}

	@Override
	public char[] getCompletionProposalAutoActivationCharacters() {
		return new char[] { '#' };
	}

	@Override
	public char[] getContextInformationAutoActivationCharacters() {
		return null;
	}

	@Override
	public String getErrorMessage() {
		return null;
	}

	@Override
	public IContextInformationValidator getContextInformationValidator() {
		return null;
	}
}
