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
import org.rulebench.editor.model.ParsedReading;
import org.rulebench.editor.model.ReadingFiles;
import org.rulebench.editor.model.ReadingParser;

/**
 * Proposals at the cursor from Xtext's editor-independent services: the contexts the grammar allows there
 * ({@link ContentAssistContextFactory}) and what fits each ({@link IdeContentProposalProvider}): the words a claim
 * may go on with, rule and event names, the readings a reading may extend.
 */
public final class ReadingContentAssist implements IContentAssistProcessor {
	private static final ExecutorService POOL = Executors.newCachedThreadPool(r -> {
		Thread t = new Thread(r, "Reading content assist");
		t.setDaemon(true);
		return t;
	});

	/** One proposal: the text that replaces the prefix before the cursor, and what the list shows. */
	public record Proposal(String text, String prefix, String label, String description) {
	}

	@Override
	public ICompletionProposal[] computeCompletionProposals(ITextViewer viewer, int offset) {
		String text = viewer.getDocument().get();
		List<ICompletionProposal> result = new ArrayList<>();
		for (Proposal p : proposals(ReadingFiles.of(viewer.getDocument()), text, offset)) {
			int start = offset - p.prefix().length();
			String display = p.description() == null || p.description().isEmpty() ? p.label() : p.label() + " — " + p.description();
			result.add(new CompletionProposal(p.text(), start, p.prefix().length(), p.text().length(), null, display, null, null));
		}
		return result.toArray(ICompletionProposal[]::new);
	}

	/** The proposals at the offset of the text (of the file, whose project's readings are names to propose). */
	public static List<Proposal> proposals(IFile file, String text, int offset) {
		ParsedReading parsed = ReadingParser.parse(file, text);
		ContentAssistContextFactory contexts = ReadingLanguage.get(ContentAssistContextFactory.class);
		contexts.setPool(POOL);
		ContentAssistContext[] found = contexts.create(text, new TextRegion(offset, 0), offset, parsed.resource());
		IdeContentProposalAcceptor acceptor = ReadingLanguage.get(IdeContentProposalAcceptor.class);
		ReadingLanguage.get(IdeContentProposalProvider.class).createProposals(Arrays.asList(found), acceptor);
		List<Proposal> proposals = new ArrayList<>();
		for (ContentAssistEntry e : acceptor.getEntries()) {
			if (e.getProposal() == null || e.getProposal().isBlank()) {
				continue;
			}
			String prefix = e.getPrefix() == null ? "" : e.getPrefix();
			String label = e.getLabel() != null ? e.getLabel() : e.getProposal();
			proposals.add(new Proposal(e.getProposal(), prefix, label, e.getDescription()));
		}
		return proposals;
	}

	@Override
	public IContextInformation[] computeContextInformation(ITextViewer viewer, int offset) {
		return null;
	}

	@Override
	public char[] getCompletionProposalAutoActivationCharacters() {
		return null;
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
