/**
 * Content: the catalog's versions (content-versions.tsx), and a draft
 * editor by section (a form for quests, JSON for the others). "Check" shows the simulation's
 * verdict on every target; a refused draft shows the failing figures.
 */
import { useState } from 'react';
import type { Catalog, QuestDef } from '#domain/catalog-types';
import {
  contentRefusalSchema,
  contentSavedSchema,
  contentVerdictSchema,
  contentVersionSchema,
  contentVersionsSchema,
  type ContentRefusal,
  type ContentVerdict,
} from '#protocol/console-content';
import { ConsoleError, getJson, postJson } from '../api.ts';
import { useLoad } from '../use-load.ts';
import { QuestsEditor } from './content-quest-form.tsx';
import { RefusalView, VerdictView } from './content-verdict.tsx';
import { OutOfBoundsPanel } from './content-out-of-bounds.tsx';
import { Versions } from './content-versions.tsx';
import { NotReady } from '../not-ready.tsx';

/** The sections edited as JSON, with their headings. */
const SECTIONS = {
  products: 'Shop products',
  adCards: 'Ad cards',
  spinSlots: 'Spin slots and weights',
  events: 'Events',
  cardRewards: 'Card rewards',
  producers: 'Producers',
} as const;
type Section = keyof typeof SECTIONS;

interface Draft {
  base: number;
  quests: QuestDef[];
  sections: Record<Section, string>;
}

type Outcome =
  | { kind: 'verdict'; verdict: ContentVerdict }
  | { kind: 'refusal'; refusal: ContentRefusal }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

function draftOf(version: number, catalog: Catalog): Draft {
  const sections = Object.fromEntries(
    (Object.keys(SECTIONS) as Section[]).map((key) => [key, JSON.stringify(catalog[key], null, 2)]),
  ) as Record<Section, string>;
  return { base: version, quests: [...catalog.quests], sections };
}

/** The draft as a catalog, or the section whose JSON does not parse. */
function compose(draft: Draft): { catalog: unknown } | { error: string } {
  const catalog: Record<string, unknown> = { quests: draft.quests };
  for (const key of Object.keys(SECTIONS) as Section[]) {
    try {
      catalog[key] = JSON.parse(draft.sections[key]);
    } catch (error) {
      return { error: `${SECTIONS[key]}: not JSON (${error instanceof Error ? error.message : String(error)})` };
    }
  }
  return { catalog };
}

function outcomeOf(error: unknown): Outcome {
  if (error instanceof ConsoleError && error.status === 422) {
    const refusal = contentRefusalSchema.safeParse(error.body);
    if (refusal.success) return { kind: 'refusal', refusal: refusal.data };
  }
  return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
}

function OutcomeView({ outcome }: { outcome: Outcome | undefined }) {
  if (outcome === undefined) return null;
  if (outcome.kind === 'verdict') return <VerdictView verdict={outcome.verdict} />;
  if (outcome.kind === 'refusal') return <RefusalView refusal={outcome.refusal} />;
  return (
    <p className={outcome.kind === 'error' ? 'error' : 'notice'} role="status">
      {outcome.message}
    </p>
  );
}

function Editor({
  draft,
  setDraft,
  act,
}: {
  draft: Draft;
  setDraft: (draft: Draft) => void;
  act: (kind: 'check' | 'save' | 'publish') => void;
}) {
  const producers = (() => {
    try {
      return (JSON.parse(draft.sections.producers) as { id: string }[]).map((def) => def.id);
    } catch {
      return [];
    }
  })();
  return (
    <section className="card editor" aria-label="Draft">
      <h2>Draft (from v{draft.base})</h2>
      <div className="actions">
        <button
          type="button"
          onClick={() => {
            act('check');
          }}
        >
          Check
        </button>
        <button
          type="button"
          onClick={() => {
            act('save');
          }}
        >
          Save draft
        </button>
        <button
          type="button"
          onClick={() => {
            act('publish');
          }}
        >
          Save and publish
        </button>
      </div>
      <h3>Quests</h3>
      <QuestsEditor
        quests={draft.quests}
        producers={producers}
        onChange={(quests) => {
          setDraft({ ...draft, quests });
        }}
      />
      {(Object.keys(SECTIONS) as Section[]).map((key) => (
        <details key={key}>
          <summary>{SECTIONS[key]}</summary>
          <textarea
            aria-label={`${SECTIONS[key]} (JSON)`}
            spellCheck={false}
            rows={14}
            value={draft.sections[key]}
            onChange={(event) => {
              setDraft({ ...draft, sections: { ...draft.sections, [key]: event.target.value } });
            }}
          />
        </details>
      ))}
    </section>
  );
}

export function ContentPage() {
  const { loaded, reload } = useLoad(() => getJson('/content/versions', contentVersionsSchema), 'content-versions');
  const [draft, setDraft] = useState<Draft | undefined>();
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [busy, setBusy] = useState(false);

  const settle = (work: Promise<Outcome>) => {
    setBusy(true);
    setOutcome(undefined);
    work
      .then(setOutcome, (error: unknown) => {
        setOutcome(outcomeOf(error));
      })
      .finally(() => {
        setBusy(false);
        reload();
      });
  };
  const open = (version: number) => {
    settle(
      getJson(`/content/versions/${version}`, contentVersionSchema).then((stored) => {
        setDraft(draftOf(stored.version, stored.catalog));
        return { kind: 'done', message: `Editing a copy of v${stored.version}.` };
      }),
    );
  };
  const run = (path: string, done: string) => {
    settle(postJson(path, {}, contentSavedSchema).then((saved) => ({ kind: 'done', message: `${done} Active: v${saved.version}.` })));
  };
  const act = (kind: 'check' | 'save' | 'publish') => {
    if (draft === undefined) return;
    const composed = compose(draft);
    if ('error' in composed) {
      setOutcome({ kind: 'error', message: composed.error });
      return;
    }
    if (kind === 'check') {
      settle(postJson('/content/check', composed, contentVerdictSchema).then((verdict) => ({ kind: 'verdict', verdict })));
      return;
    }
    settle(
      postJson('/content/drafts', composed, contentSavedSchema).then(async (saved) => {
        if (kind === 'save') return { kind: 'done', message: `Saved draft v${saved.version}.` };
        const published = await postJson(`/content/versions/${saved.version}/publish`, {}, contentSavedSchema);
        return { kind: 'done', message: `Published v${published.version}: players get it at their next sync.` };
      }),
    );
  };

  if (loaded.state !== 'ready') return <NotReady loaded={loaded} />;
  const active = loaded.value.versions.find((row) => row.active);
  return (
    <>
      <h1>Content</h1>
      {busy ? <p className="muted">Working (the simulation takes a few seconds)...</p> : null}
      <OutcomeView outcome={outcome} />
      {draft === undefined ? (
        <p>
          <button
            type="button"
            disabled={active === undefined}
            onClick={() => {
              if (active !== undefined) open(active.version);
            }}
          >
            New draft from the active version
          </button>
        </p>
      ) : (
        <Editor draft={draft} setDraft={setDraft} act={act} />
      )}
      <Versions versions={loaded.value.versions} run={run} open={open} />
      <OutOfBoundsPanel versions={loaded.value.versions} />
    </>
  );
}
