// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActionPlan } from '@/components/tester/ActionPlan';
import { AnalysisProgress } from '@/components/tester/AnalysisProgress';
import { FailureView } from '@/components/tester/FailureView';
import { FIX_LEAD, ResultCardView } from '@/components/tester/ResultCardView';
import { RESULT_TEXTS, ResultsView } from '@/components/tester/ResultsView';
import { StatsPanel, STATS_BUTTON, STATS_EXAMPLE_LABEL } from '@/components/tester/StatsPanel';
import { TesterApp, TESTER_TEXTS } from '@/components/tester/TesterApp';
import { TesterBenefits } from '@/components/tester/TesterBenefits';
import { TesterNextSteps } from '@/components/tester/TesterNextSteps';
import { ACTIONS } from '@/lib/actions';
import { CHECK_LABELS } from '@/lib/tester/engine/checks';
import { buildReport, type PlanItem, type ResultCard } from '@/lib/tester/report';
import type { TestFailure } from '@/lib/tester/report/failure';
import { caseStudies } from '@/content/case-studies';
import { sampleResult } from '../../fixtures/tester/result';
import { estonianIn } from '@/tests/language';

vi.mock('next/navigation', () => ({ usePathname: () => '/seo-website-test', useRouter: () => ({ push: () => {} }) }));

/**
 * The tester's views in the English build, rendered as a visitor meets them: the form and its errors, the progress,
 * a report's frame, a failure, a card, the plan, the statistics panel and the page's two sections. Where a view
 * holds only this module's words, all its text (and its labels, placeholders and titles) is checked for Estonian;
 * where it shows the cards' or other pages' words too, the words written here are.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What a visitor (or a screen reader) gets from an element: its text and its labels, placeholders, titles and alts. */
function visibleTexts(element: Element): string[] {
  const attributes = [...element.querySelectorAll('[aria-label], [placeholder], [title], [alt], [aria-valuetext]')].flatMap((el) =>
    ['aria-label', 'placeholder', 'title', 'alt', 'aria-valuetext'].map((name) => el.getAttribute(name) ?? ''),
  );
  return [element.textContent ?? '', ...attributes].filter(Boolean);
}

function expectNoEstonian(element: Element, strip: string[] = []) {
  for (let text of visibleTexts(element)) {
    for (const known of strip) text = text.split(known).join(' ');
    expect(estonianIn(text), text).toEqual([]);
  }
}

const fromMarkup = (markup: string) => {
  const div = document.createElement('div');
  div.innerHTML = markup;
  return div;
};

const result = () => {
  const base = sampleResult();
  return sampleResult({
    displayUrl: 'example.com',
    analysisUrl: 'https://example.com',
    htmlAnalysis: { ...base.htmlAnalysis, canonicalUrl: 'https://example.com/' },
    testedAt: new Date(2026, 10, 25, 21, 40).getTime(),
  });
};

const card: ResultCard = {
  id: 'title',
  title: 'Page title',
  value: '45 characters',
  grade: 'warning',
  gradeLabel: 'Needs attention',
  found: 'The title is a little long.',
  why: 'Google shows the title in its results.',
  fix: 'Shorten the title to under 60 characters.',
  details: [{ id: 'one', label: 'Length', status: 'warn', statusLabel: 'Needs attention', text: 'Over 60 characters.', fix: 'Cut it.' }],
};

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  localStorage.clear();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

function type(input: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the tester form in English', () => {
  it('labels the field and the button, with an English example and hint', () => {
    act(() => root.render(<TesterApp />));
    const input = host.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(host.querySelector('label')!.textContent).toBe('Website address');
    expect(input.placeholder).toBe('e.g. yourcompany.com');
    expect(host.querySelector('form')!.getAttribute('aria-label')).toBe('Website test');
    expect(host.querySelector('button[type="submit"]')!.textContent).toBe(TESTER_TEXTS.submit);
    expect(host.textContent).toContain('Free, no sign-up.');
    expectNoEstonian(host);
  });

  it('says in English what is wrong with an address', () => {
    act(() => root.render(<TesterApp />));
    type(host.querySelector<HTMLInputElement>('input[name="website"]')!, 'ab');
    act(() => host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    expect(host.textContent).toContain('Please enter a valid website address (e.g. yourcompany.com)');
    expectNoEstonian(host);
  });
});

describe('the progress in English', () => {
  it('names the site, each step and whether it is done', () => {
    const view = fromMarkup(renderToStaticMarkup(<AnalysisProgress value={42} site="example.com" done={['ssl']} />));
    expect(view.querySelector('#tester-progress-label')!.textContent).toBe('Analysing example.com');
    expect(view.querySelector('ul')!.getAttribute('aria-label')).toBe('Checks');
    expect(view.textContent).toContain(`${CHECK_LABELS.ssl}: done`);
    expect(view.textContent).toContain(`${CHECK_LABELS.w3c}: in progress`);
    expectNoEstonian(view);
  });
});

describe('a card and the plan in English', () => {
  it('a card leads its advice with "What to do:" and says why it matters', () => {
    const view = fromMarkup(renderToStaticMarkup(<ul><ResultCardView card={card} change="Since the previous test (24 Nov): no change." /></ul>));
    expect(FIX_LEAD).toBe('What to do:');
    expect(view.querySelector('[data-fix]')!.textContent).toBe('What to do: Shorten the title to under 60 characters.');
    expect(view.textContent).toContain('Why does it matter? Google shows the title in its results.');
    expect(view.querySelector('ul ul')!.getAttribute('aria-label')).toBe('Page title: details');
    expectNoEstonian(view);
  });

  it('the plan says what to fix first, how and with what effort', () => {
    const plan: PlanItem[] = [
      { id: 'title', title: 'Shorten the title', why: 'It is cut off in Google.', how: 'Edit the page title.', effort: 'a few minutes', link: { href: '/blog', label: 'Read more' }, cost: 10, blocking: false, severe: false },
    ] as PlanItem[];
    const view = fromMarkup(renderToStaticMarkup(<ActionPlan plan={plan} withSite />));
    expect(view.querySelector('h3')!.textContent).toBe('What to fix first');
    expect(view.textContent).toContain('The findings of the whole-site check are included too.');
    expect(view.textContent).toContain('How: Edit the page title.');
    expect(view.textContent).toContain('Effort: a few minutes');
    expectNoEstonian(view);
  });
});

describe('a failure in English', () => {
  it('says what we saw, what ran and what did not', () => {
    const failure: TestFailure = {
      kind: 'no-answer',
      title: 'example.com did not respond to our check',
      what: 'We sent a request to the page, but no answer came back in time.',
      seen: 'Connection failed',
      meaning: 'Open the address on your phone.',
      ran: [],
      notRun: ['Page title', 'Server response'],
    };
    const view = fromMarkup(renderToStaticMarkup(<FailureView failure={failure} site="example.com" actions={null} headingRef={null} />));
    expect(view.textContent).toContain('Tested site: example.com');
    expect(view.textContent).toContain('What we saw: Connection failed');
    expect(view.textContent).toContain('None of the checks reached the content of the page');
    expect(view.querySelector('summary')!.textContent).toBe('2 checks could not be run');
    expectNoEstonian(view);
  });
});

describe('the statistics panel in English', () => {
  it('labels the demo values as an example and offers to set up analytics', () => {
    const view = fromMarkup(renderToStaticMarkup(<StatsPanel stats={buildReport(result()).stats} />));
    expect(STATS_EXAMPLE_LABEL).toBe('Sample data, not your site’s numbers');
    expect(view.querySelector('h3')!.textContent).toBe('Visitor statistics');
    expect(view.querySelector('a')!.textContent).toBe(STATS_BUTTON);
    expect(view.textContent).toContain('Example · Bounce rate');
    expectNoEstonian(view);
  });
});

describe('a report in English', () => {
  it('the summary, its buttons, the report tools and the audit offer', async () => {
    vi.useFakeTimers();
    act(() => root.render(<ResultsView result={result()} onReset={() => {}} onRetry={() => {}} onRetest={() => {}} focusOnShow={false} />));
    // The report shows its parts one task at a time.
    for (let part = 0; part < 12; part++) await act(async () => vi.advanceTimersByTimeAsync(1));
    const text = host.textContent ?? '';
    expect(text).toContain('Tested site: example.com');
    expect(host.querySelector('[data-tested-at]')!.textContent).toBe('Tested on 25 Nov 2026 at 21:40');
    expect(text).toContain('Want to know exactly what to fix and what it will cost?');
    for (const label of [RESULT_TEXTS.offer, RESULT_TEXTS.reset, 'Save as PDF', 'Share the result', 'Test again']) expect(text).toContain(label);
    expect(host.querySelector('#tester-audit-title')!.textContent).toBe('Free audit: we tell you exactly what to fix');
    expect(host.querySelector('[data-print-head]')!.textContent).toContain('Website test report: example.com');
    expect(host.querySelector('[data-stats-panel] h3')!.textContent).toBe('Visitor statistics');
    // The words written in the views themselves are nowhere in Estonian (the cards' words are tested with them).
    for (const estonian of ['Testitud leht:', 'Test tehtud', 'Tahad teada', 'Analüüsi teist lehte', 'Miks see oluline on?', 'Mida teha:', 'Salvesta PDF', 'Näide ·', 'Tasuta audit:']) {
      expect(text).not.toContain(estonian);
    }
  });
});

describe('the tester page’s sections in English', () => {
  it('why test: three benefits and the client stories', () => {
    const view = fromMarkup(renderToStaticMarkup(<TesterBenefits />));
    expect(view.querySelector('h2')!.textContent).toBe('A website in good shape brings more enquiries');
    expect(view.textContent).toContain('Why test?');
    expect(view.textContent).toContain('See where you lose customers');
    expect(view.textContent).toContain(`Read the ${caseStudies[0].company} story`);
    // The case studies' own texts are content/case-studies.ts's.
    const content = caseStudies.flatMap((study) => [study.industry, study.company, study.improvement, study.description, study.afterAlt]);
    expectNoEstonian(view, content);
  });

  it('what next: three steps and the quote button', () => {
    const view = fromMarkup(renderToStaticMarkup(<TesterNextSteps />));
    expect(view.querySelector('h2')!.textContent).toBe('You have your results. How do you make them better?');
    expect(view.textContent).toContain('Run the test');
    expect(view.textContent).toContain('We put it right');
    // The button's words are lib/actions.ts's; "Samm N" above each step is NumberedSteps'.
    expectNoEstonian(view, [ACTIONS.quote, 'Samm']);
  });
});
