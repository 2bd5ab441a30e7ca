/** The Content page's quests: the list with edit and remove, and a form to add or change one. */
import { useState } from 'react';
import type { QuestCondition, QuestDef, Reward } from '#domain/catalog-types';

const CONDITIONS: QuestCondition['type'][] = ['checkin', 'level', 'own', 'invite', 'channel', 'follow'];
const REWARDS: Reward['type'][] = ['resource', 'spin', 'boost', 'water'];
const RESOURCES = ['seed', 'yield', 'fertilizer', 'token'];

interface Fields {
  id: string;
  title: string;
  repeat: QuestDef['repeat'];
  condition: QuestCondition['type'];
  /** The condition's figure: level, friends, or the follow's delay in ms. */
  conditionValue: string;
  producer: string;
  network: 'tiktok' | 'linkedin';
  reward: Reward['type'];
  resource: string;
  amount: string;
  minutes: string;
  boost: 'user' | 'insta';
}

const EMPTY: Fields = {
  id: '',
  title: '',
  repeat: 'once',
  condition: 'checkin',
  conditionValue: '1',
  producer: '',
  network: 'tiktok',
  reward: 'resource',
  resource: '3',
  amount: '10',
  minutes: '0',
  boost: 'user',
};

function fieldsOf(quest: QuestDef): Fields {
  const condition = quest.condition;
  const reward = quest.rewards[0];
  const conditionValue =
    condition.type === 'level'
      ? condition.level
      : condition.type === 'invite'
        ? condition.friends
        : condition.type === 'follow'
          ? condition.delayMs
          : 1;
  return {
    ...EMPTY,
    id: quest.id,
    title: quest.title,
    repeat: quest.repeat,
    condition: condition.type,
    conditionValue: String(conditionValue),
    producer: condition.type === 'own' ? condition.producer : '',
    network: condition.type === 'follow' ? condition.network : 'tiktok',
    ...(reward === undefined
      ? {}
      : {
          reward: reward.type,
          resource: reward.type === 'resource' ? String(reward.resource) : EMPTY.resource,
          amount: 'amount' in reward ? String(reward.amount) : EMPTY.amount,
          minutes: 'minutes' in reward ? String(reward.minutes) : EMPTY.minutes,
          boost: reward.type === 'boost' ? reward.boost : 'user',
        }),
  };
}

function conditionOf(fields: Fields): QuestCondition {
  const value = Number(fields.conditionValue);
  switch (fields.condition) {
    case 'level':
      return { type: 'level', level: value };
    case 'own':
      return { type: 'own', producer: fields.producer };
    case 'invite':
      return { type: 'invite', friends: value };
    case 'follow':
      return { type: 'follow', network: fields.network, delayMs: value };
    default:
      return { type: fields.condition };
  }
}

function rewardOf(fields: Fields): Reward {
  const amount = Number(fields.amount);
  switch (fields.reward) {
    case 'resource':
      return { type: 'resource', resource: Number(fields.resource) as 0 | 1 | 2 | 3, amount, minutes: Number(fields.minutes) };
    case 'spin':
      return { type: 'spin', amount };
    case 'boost':
      return { type: 'boost', boost: fields.boost, amount };
    default:
      return { type: 'water', minutes: Number(fields.minutes) };
  }
}

function describe(quest: QuestDef): string {
  const rewards = quest.rewards.map((reward) => {
    if (reward.type === 'resource')
      return `${reward.amount} ${RESOURCES[reward.resource] ?? '?'}${reward.minutes > 0 ? ` or ${reward.minutes} min` : ''}`;
    if (reward.type === 'boost') return `${reward.amount} ${reward.boost} boost`;
    if (reward.type === 'water') return `${reward.minutes} min water`;
    return `${reward.amount} spin`;
  });
  return rewards.join(', ') || 'no reward';
}

function QuestForm({
  initial,
  producers,
  onDone,
}: {
  initial: QuestDef | undefined;
  producers: string[];
  onDone: (quest: QuestDef | undefined) => void;
}) {
  const [fields, setFields] = useState<Fields>(initial === undefined ? { ...EMPTY, producer: producers[0] ?? '' } : fieldsOf(initial));
  const set = (key: keyof Fields) => (event: { target: { value: string } }) => {
    setFields({ ...fields, [key]: event.target.value });
  };
  const numeric = fields.condition === 'level' || fields.condition === 'invite' || fields.condition === 'follow';
  return (
    <form
      className="quest-form"
      aria-label="Quest"
      onSubmit={(event) => {
        event.preventDefault();
        const rewards = [rewardOf(fields), ...(initial?.rewards.slice(1) ?? [])];
        onDone({ id: fields.id.trim(), title: fields.title.trim(), repeat: fields.repeat, condition: conditionOf(fields), rewards });
      }}
    >
      <input aria-label="Quest id" placeholder="id" value={fields.id} onChange={set('id')} required />
      <input aria-label="Quest title" placeholder="Title" value={fields.title} onChange={set('title')} required />
      <select aria-label="Repeat" value={fields.repeat} onChange={set('repeat')}>
        <option value="once">once</option>
        <option value="daily">daily</option>
      </select>
      <select aria-label="Condition" value={fields.condition} onChange={set('condition')}>
        {CONDITIONS.map((type) => (
          <option key={type}>{type}</option>
        ))}
      </select>
      {numeric ? (
        <input aria-label="Condition figure" type="number" value={fields.conditionValue} onChange={set('conditionValue')} />
      ) : null}
      {fields.condition === 'own' ? (
        <select aria-label="Producer" value={fields.producer} onChange={set('producer')}>
          {producers.map((id) => (
            <option key={id}>{id}</option>
          ))}
        </select>
      ) : null}
      {fields.condition === 'follow' ? (
        <select aria-label="Network" value={fields.network} onChange={set('network')}>
          <option>tiktok</option>
          <option>linkedin</option>
        </select>
      ) : null}
      <select aria-label="Reward" value={fields.reward} onChange={set('reward')}>
        {REWARDS.map((type) => (
          <option key={type}>{type}</option>
        ))}
      </select>
      {fields.reward === 'resource' ? (
        <select aria-label="Resource" value={fields.resource} onChange={set('resource')}>
          {RESOURCES.map((name, index) => (
            <option key={name} value={index}>
              {name}
            </option>
          ))}
        </select>
      ) : null}
      {fields.reward === 'boost' ? (
        <select aria-label="Boost" value={fields.boost} onChange={set('boost')}>
          <option>user</option>
          <option>insta</option>
        </select>
      ) : null}
      {fields.reward === 'water' ? null : <input aria-label="Amount" type="number" value={fields.amount} onChange={set('amount')} />}
      {fields.reward === 'resource' || fields.reward === 'water' ? (
        <input aria-label="Minutes" type="number" value={fields.minutes} onChange={set('minutes')} />
      ) : null}
      <button type="submit">{initial === undefined ? 'Add quest' : 'Save quest'}</button>
      <button
        type="button"
        className="link"
        onClick={() => {
          onDone(undefined);
        }}
      >
        Cancel
      </button>
    </form>
  );
}

/** The draft's quests; `onChange` gets the whole new list. */
export function QuestsEditor({
  quests,
  producers,
  onChange,
}: {
  quests: readonly QuestDef[];
  producers: string[];
  onChange: (quests: QuestDef[]) => void;
}) {
  const [editing, setEditing] = useState<{ id: string | undefined } | undefined>();
  const done = (quest: QuestDef | undefined) => {
    if (quest !== undefined) {
      const index = quests.findIndex((each) => each.id === (editing?.id ?? quest.id));
      onChange(index === -1 ? [...quests, quest] : quests.map((each, at) => (at === index ? quest : each)));
    }
    setEditing(undefined);
  };
  return (
    <>
      <table>
        <thead>
          <tr>
            <th>Id</th>
            <th>Title</th>
            <th>Repeat</th>
            <th>Condition</th>
            <th>Rewards</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {quests.map((quest) => (
            <tr key={quest.id}>
              <td>{quest.id}</td>
              <td>{quest.title}</td>
              <td>{quest.repeat}</td>
              <td>{Object.values(quest.condition).join(' ')}</td>
              <td>{describe(quest)}</td>
              <td>
                <button
                  type="button"
                  className="link"
                  onClick={() => {
                    setEditing({ id: quest.id });
                  }}
                >
                  Edit
                </button>{' '}
                <button
                  type="button"
                  className="link danger"
                  aria-label={`Remove ${quest.id}`}
                  onClick={() => {
                    onChange(quests.filter((each) => each.id !== quest.id));
                  }}
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing === undefined ? (
        <button
          type="button"
          onClick={() => {
            setEditing({ id: undefined });
          }}
        >
          New quest
        </button>
      ) : (
        <QuestForm key={editing.id ?? ''} initial={quests.find((quest) => quest.id === editing.id)} producers={producers} onDone={done} />
      )}
    </>
  );
}
