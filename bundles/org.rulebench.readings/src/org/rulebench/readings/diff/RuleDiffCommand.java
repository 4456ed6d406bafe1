package org.rulebench.readings.diff;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.revwalk.filter.RevFilter;
import org.rulebench.annotations.diff.AnnotationDiff;
import org.rulebench.reading.reading.Rule;
import org.rulebench.readings.ReadingsCommand;
import org.rulebench.readings.diff.RuleChange.Aspect;
import org.rulebench.readings.diff.RuleChange.Side;
import org.rulebench.readings.internal.Trouble;
import org.rulebench.readings.source.LoadedReading;
import org.rulebench.readings.source.ReadingSource;

/**
 * Compares two readings rule by rule, matched by rule id after resolving {@code extends} (so a change to a base
 * reading shows in every reading that extends it): rules added, removed, changed in value, citation or evidence
 * label, or moved among the rules both have. Two readings at two commits of the same file are also compared with
 * their merge base, which tells on which side each rule changed. Readings at two different commits also bring the
 * annotation sets of those commits, compared annotation by annotation ({@link AnnotationDiff}).
 *
 * <pre>
 * RuleDiff d = readings.diff().setOld("main:pu-shuang/qiliang.reading").setNew("kishi").call();
 * </pre>
 */
public final class RuleDiffCommand extends ReadingsCommand<RuleDiff> {
	private Path workingDirectory = Path.of("");
	private String oldSpec;
	private String newSpec;
	private ReadingSource oldSource;
	private ReadingSource newSource;
	private boolean mergeBase = true;

	/** @param repository the workspace revisions are looked up in; null when only files are compared */
	public RuleDiffCommand(Repository repository) {
		super(repository);
	}

	/** What relative file paths in specs are relative to; the current directory if not set. */
	public RuleDiffCommand setWorkingDirectory(Path dir) {
		this.workingDirectory = dir;
		return this;
	}

	/** FILE, REV:PATH, or a bare REV (the new reading's path at REV); see {@link ReadingSource}. */
	public RuleDiffCommand setOld(String spec) {
		this.oldSpec = spec;
		return this;
	}

	public RuleDiffCommand setNew(String spec) {
		this.newSpec = spec;
		return this;
	}

	public RuleDiffCommand setOld(ReadingSource source) {
		this.oldSource = source;
		return this;
	}

	public RuleDiffCommand setNew(ReadingSource source) {
		this.newSource = source;
		return this;
	}

	/** Whether to compare against the merge base when both readings are one file at two commits (the default). */
	public RuleDiffCommand setMergeBase(boolean use) {
		this.mergeBase = use;
		return this;
	}

	@Override
	public RuleDiff call() {
		checkCallable();
		List<ReadingSource> sources = sources(getRepository(), workingDirectory, oldSpec, oldSource, newSpec, newSource);
		LoadedReading a = LoadedReading.load(sources.get(0));
		LoadedReading b = LoadedReading.load(sources.get(1));
		LoadedReading base = null;
		String baseLabel = null;
		ReadingSource sa = sources.get(0);
		ReadingSource sb = sources.get(1);
		if (mergeBase && !sa.isFile() && !sb.isFile() && sa.path().equals(sb.path()) && !sa.commit().equals(sb.commit())) {
			ObjectId common = mergeBaseOf(sa.repository(), sa.commit(), sb.commit());
			if (common != null) {
				baseLabel = common.abbreviate(7).name();
				base = LoadedReading.loadIfPresent(sa.atCommit(common, baseLabel));
				baseLabel += ":" + sa.path();
			}
		}
		RuleDiff rules = compare(a, b, baseLabel == null ? null : base, baseLabel);
		if (!sa.isFile() && !sb.isFile() && !sa.commit().equals(sb.commit())) {
			// two commits: their annotations beside the rules (a competing reading brings its own commentary)
			rules = rules.withAnnotations(AnnotationDiff.compare(AnnotationsAt.read(sa.repository(), sa.commit(), sa.revision()),
					AnnotationsAt.read(sb.repository(), sb.commit(), sb.revision())));
		}
		return rules;
	}

	static List<ReadingSource> sources(Repository repo, Path cwd, String oldSpec, ReadingSource oldSource, String newSpec,
			ReadingSource newSource) {
		if (oldSource != null && newSource != null) {
			return List.of(oldSource, newSource);
		}
		if (oldSpec == null || newSpec == null) {
			throw new org.rulebench.readings.WorkspaceProblem("a comparison needs two readings: each a file, REV:PATH or REV");
		}
		return ReadingSource.resolve(repo, cwd, oldSpec, newSpec);
	}

	private static ObjectId mergeBaseOf(Repository repo, ObjectId x, ObjectId y) {
		try (RevWalk walk = new RevWalk(repo)) {
			walk.setRevFilter(RevFilter.MERGE_BASE);
			walk.markStart(walk.parseCommit(x));
			walk.markStart(walk.parseCommit(y));
			RevCommit base = walk.next();
			return base == null ? null : base.copy();
		} catch (IOException e) {
			throw Trouble.of(repo, "find the merge base", e);
		}
	}

	/**
	 * The comparison proper, of two loaded readings and (if not null) the reading at their merge base, which
	 * exists but may lack the file (then every rule is new on the side that has it).
	 */
	public static RuleDiff compare(LoadedReading a, LoadedReading b, LoadedReading base, String baseLabel) {
		Map<String, RuleVersion> before = versions(a);
		Map<String, RuleVersion> after = versions(b);
		Map<String, RuleVersion> common = baseLabel == null ? null : base == null ? Map.of() : versions(base);
		Set<String> moved = moved(new ArrayList<>(before.keySet()), new ArrayList<>(after.keySet()));
		List<String> ids = new ArrayList<>(before.keySet());
		after.keySet().stream().filter(id -> !before.containsKey(id)).forEach(ids::add);
		List<RuleChange> changes = new ArrayList<>();
		int same = 0;
		for (String id : ids) {
			RuleVersion x = before.get(id);
			RuleVersion y = after.get(id);
			EnumSet<Aspect> aspects = EnumSet.noneOf(Aspect.class);
			if (x == null) {
				aspects.add(Aspect.ADDED);
			} else if (y == null) {
				aspects.add(Aspect.REMOVED);
			} else {
				if (!x.value().equals(y.value())) {
					aspects.add(Aspect.VALUE);
				}
				if (!x.citations().equals(y.citations())) {
					aspects.add(Aspect.CITATION);
				}
				if (!x.evidence().equals(y.evidence())) {
					aspects.add(Aspect.EVIDENCE);
				}
				if (moved.contains(id)) {
					aspects.add(Aspect.MOVED);
				}
			}
			if (aspects.isEmpty()) {
				same++;
				continue;
			}
			changes.add(new RuleChange(id, aspects, x, y, common == null ? null : side(common.get(id), x, y)));
		}
		return new RuleDiff(name(a), name(b), baseLabel, changes, same);
	}

	private static String name(LoadedReading r) {
		return r.reading().getName() + " (" + r.source().label() + ")";
	}

	private static Map<String, RuleVersion> versions(LoadedReading loaded) {
		Map<String, RuleVersion> m = new LinkedHashMap<>();
		for (Map.Entry<String, Rule> e : loaded.chain().effectiveRules().entrySet()) {
			m.put(e.getKey(), RuleVersion.of(e.getValue(), loaded));
		}
		return m;
	}

	/** Which side changed the rule since the base; null if neither did in what it says (only its place moved). */
	private static Side side(RuleVersion base, RuleVersion x, RuleVersion y) {
		boolean oldChanged = !same(base, x);
		boolean newChanged = !same(base, y);
		return oldChanged && newChanged ? Side.BOTH : oldChanged ? Side.OLD : newChanged ? Side.NEW : null;
	}

	private static boolean same(RuleVersion p, RuleVersion q) {
		return p == null ? q == null : p.sameAs(q);
	}

	/**
	 * The rules both have whose order among the common rules changed: those outside a longest common subsequence of
	 * the two orders (so one rule moved far is one move, not every rule it passed).
	 */
	static Set<String> moved(List<String> x, List<String> y) {
		Set<String> inY = new HashSet<>(y);
		Set<String> inX = new HashSet<>(x);
		List<String> a = x.stream().filter(inY::contains).toList();
		List<String> b = y.stream().filter(inX::contains).toList();
		int[][] lcs = new int[a.size() + 1][b.size() + 1];
		for (int i = a.size() - 1; i >= 0; i--) {
			for (int j = b.size() - 1; j >= 0; j--) {
				lcs[i][j] = a.get(i).equals(b.get(j)) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
			}
		}
		Set<String> kept = new HashSet<>();
		for (int i = 0, j = 0; i < a.size() && j < b.size();) {
			if (a.get(i).equals(b.get(j))) {
				kept.add(a.get(i));
				i++;
				j++;
			} else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
				i++;
			} else {
				j++;
			}
		}
		Set<String> moved = new HashSet<>(a);
		moved.removeAll(kept);
		return moved;
	}
}
