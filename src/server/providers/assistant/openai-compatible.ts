import { z } from 'zod';
import { FACET_TEXTS, FACETS, orderFacets } from '../../../domain/activities/facets';
import { normaliseTags } from '../../../domain/activities/tags';
import {
  ASSISTANT_TAGS_MAX,
  type AssistantFilters,
  assistantFiltersSchema,
  type ChatMessage,
} from '../../../domain/assistant/answer';
import type { KnownPortal } from '../../../domain/assistant/places';
import type { AssistantContext } from '../../../domain/assistant/understand-request';
import { CATEGORIES, CATEGORY_KEYS } from '../../../domain/categories';
import { dayOfWeek } from '../../../domain/recurrence/calendar-date';
import type { AssistantModel } from './index';
import { AssistantModelFailed, postModelJson } from './request';

// Any OpenAI-compatible chat completions API (OpenAI, Azure-style proxies, Ollama, vLLM, llama.cpp):
// POST {url}/chat/completions with an instruction to answer one JSON object of filters, and nothing
// else. What comes back must pass the same zod schema as the offline parser's answer and name only
// portals that exist; anything else is a failure and the service answers offline instead.

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** Limits on what the instruction lists, so a large agenda cannot make the prompt huge. */
const PROMPT_PORTALS_MAX = 300;
const PROMPT_TAGS_MAX = 300;

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The system message: the task, today's date, the answer's keys, and what the agenda has. */
export function instructionsFor(context: AssistantContext): string {
  const portals = (type: KnownPortal['type']) =>
    context.portals
      .filter((portal) => portal.type === type)
      .slice(0, PROMPT_PORTALS_MAX)
      .map((portal) => `${portal.id}: ${portal.name}`)
      .join('; ') || '(none)';
  const categories = CATEGORIES.map((c) => `${c.key} (${c.label.nl} / ${c.label.en})`).join('; ');
  const tags = context.tags.slice(0, PROMPT_TAGS_MAX).join(', ') || '(none)';
  const facets = FACETS.filter((facet) => facet !== 'free')
    .map((facet) => `${facet} (${FACET_TEXTS[facet].label.nl} / ${FACET_TEXTS[facet].label.en})`)
    .join('; ');
  return [
    'You turn what a person asks for into search filters for Meedoen, a Dutch agenda of local activities',
    'where people meet others. The person writes Dutch or English.',
    `Today is ${WEEKDAYS[dayOfWeek(context.today) - 1]} ${context.today} (Europe/Amsterdam).`,
    'Answer with one JSON object and nothing else, with these keys:',
    '- searchQuery: words to search for that no other key covers, or null. Never filler such as "iets leuks".',
    '- date: "all", "today", "tomorrow", "weekend" (the coming Saturday and Sunday) or "custom".',
    '- startDate, endDate: "yyyy-MM-dd" days of a custom range (inclusive), else null.',
    "- portalId: the id of the city asked for (list below), else null; location: that city's name, else null.",
    '- organizationId: the id of the organisation asked for (list below), else null.',
    '- tags: category keys or tags from the lists below that say what is asked for exactly, most important',
    '  first. A subject no category or tag says exactly (yoga where there is no tag yoga) goes in searchQuery',
    '  in the person\'s own words, not in a wider category (not "sport" for yoga).',
    '- free: true when only free activities are wanted; paid: true when paid ones are asked for.',
    '- meetingScore: 1 to 5, the least meeting score wanted (4 for "meet people", "gezellig"), else null.',
    '- facets: what the activity must all say about who can come, keys from the list below ("rolstoel",',
    '  "wheelchair" → wheelchair; "rustig", "quiet" → quiet; "met kinderen", "for kids" → children;',
    '  "easy Dutch", "weinig Nederlands" → simple-dutch), else []. A price goes in free, never here.',
    'The conversation: a follow-up ("en in Amersfoort?", "ook gratis", "alleen zaterdag", "what about',
    '...") refines the filters so far; "Zonder \'X\'" / "Without \'X\'" leaves out the filter called X; any',
    'other message that names its own subject or is a request of its own is a new question: answer its',
    'filters alone, forgetting the earlier ones.',
    `Cities: ${portals('city')}.`,
    `Organisations: ${portals('organization')}.`,
    `Categories (key, Dutch / English name): ${categories}.`,
    `Tags: ${tags}.`,
    `Facets (key, Dutch / English name): ${facets}.`,
  ].join('\n');
}

/** The JSON in a model's answer, also when it wraps it in a Markdown code block. */
function jsonIn(content: string): unknown {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  try {
    return JSON.parse(fenced ? fenced[1]! : content);
  } catch {
    throw new AssistantModelFailed('answer content is not JSON');
  }
}

/**
 * The model's filters as the list can use them: its portals must exist (a wrong id would filter on
 * something else), the city's name is ours, tags are those the agenda knows, type is the first tag,
 * facets are in the vocabulary's order without duplicates, and the facet free is the answer's `free`.
 */
function checkedFilters(answer: unknown, context: AssistantContext): AssistantFilters {
  const parsed = assistantFiltersSchema.safeParse(answer);
  if (!parsed.success) throw new AssistantModelFailed('answer does not match the filter schema');
  const filters = parsed.data;
  const portal = (id: number | null, type: KnownPortal['type']) => {
    if (id === null) return null;
    const found = context.portals.find((p) => p.id === id && p.type === type);
    if (!found) throw new AssistantModelFailed(`answer names an unknown ${type}`);
    return found;
  };
  const city = portal(filters.portalId, 'city');
  portal(filters.organizationId, 'organization');
  const known = new Set([...CATEGORY_KEYS, ...normaliseTags(context.tags)]);
  const tags = normaliseTags(filters.tags)
    .filter((tag) => known.has(tag))
    .slice(0, ASSISTANT_TAGS_MAX);
  // The price is `free`, also where a model calls it a facet.
  const free = filters.free || (filters.facets.includes('free') && !filters.paid);
  const facets = orderFacets(filters.facets).filter((facet) => facet !== 'free');
  return { ...filters, location: city?.name ?? null, tags, type: tags[0] ?? null, free, facets };
}

export function openAiCompatible(options: {
  url: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}): AssistantModel {
  const endpoint = `${options.url.replace(/\/+$/, '')}/chat/completions`;
  return {
    provider: 'openai-compatible',
    async understand(messages: readonly ChatMessage[], context: AssistantContext) {
      const answer = await postModelJson(endpoint, {
        headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
        body: {
          model: options.model,
          temperature: 0,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: instructionsFor(context) },
            ...messages.map((message) => ({ role: message.role, content: message.content })),
          ],
        },
        timeoutMs: options.timeoutMs,
      });
      const completion = completionSchema.safeParse(answer);
      if (!completion.success) throw new AssistantModelFailed('answer has no message');
      return checkedFilters(jsonIn(completion.data.choices[0]!.message.content), context);
    },
  };
}
