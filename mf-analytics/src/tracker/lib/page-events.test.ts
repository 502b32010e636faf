import { trackAttributes } from '@hl/shared/analytics';
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventValue } from '../../domain/payload.ts';
import { watchPageEvents } from './page-events.ts';

type Recorded = [string, string?, EventValue?];

function watch() {
  const recorded: Recorded[] = [];
  const watcher = watchPageEvents((type, element, value) =>
    recorded.push([type, element, value].filter((x) => x !== undefined) as Recorded),
  );
  return { recorded, stop: watcher.stop };
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

describe('what the tracker records from the page by itself', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('records a committed change of a named field: personal values redacted, calculator figures as typed', () => {
    document.body.innerHTML = `
      <form><input id="contact-name" name="name"><input id="amount" name="loanAmount" inputmode="numeric">
      <input id="mail" type="email" name="contact"><select id="term" name="term"><option>20</option><option>25</option></select>
      <input id="first" type="checkbox" name="isFirstTime"><input id="anon"></form>`;
    const { recorded, stop } = watch();
    byId<HTMLInputElement>('contact-name').value = 'Thandi Nkosi';
    fireEvent.change(byId('contact-name'));
    byId<HTMLInputElement>('amount').value = '1,500,000';
    fireEvent.change(byId('amount'));
    byId<HTMLInputElement>('mail').value = 'thandi@example.co.za';
    fireEvent.change(byId('mail'));
    byId<HTMLSelectElement>('term').value = '25';
    fireEvent.change(byId('term'));
    byId<HTMLInputElement>('first').checked = true;
    fireEvent.change(byId('first'));
    fireEvent.change(byId('anon'));
    expect(recorded).toEqual([
      ['input', 'name', '[redacted]'],
      ['input', 'loanAmount', '1,500,000'],
      ['input', 'contact', '[redacted]'],
      ['input', 'term', '25'],
      ['input', 'isFirstTime', true],
      ['input', 'anon', ''],
    ]);
    stop();
  });

  it('records nothing for a keystroke: only the committed change counts', () => {
    document.body.innerHTML = '<input id="amount" name="loanAmount">';
    const { recorded, stop } = watch();
    fireEvent.input(byId('amount'), { target: { value: '1' } });
    expect(recorded).toEqual([]);
    stop();
  });

  it('records a click on (or inside) an element marked for tracking, with its name and value', () => {
    document.body.innerHTML = '<a id="apply" href="#"><span id="inner">Apply</span></a><button id="plain">x</button>';
    for (const [name, value] of Object.entries(trackAttributes('cta_click', 'hero_apply', 'v1'))) {
      byId('apply').setAttribute(name, value);
    }
    const { recorded, stop } = watch();
    fireEvent.click(byId('inner'));
    fireEvent.click(byId('plain'));
    expect(recorded).toEqual([['cta_click', 'hero_apply', 'v1']]);
    stop();
  });

  it('records article_view for a click on an element carrying an article id, even if a handler stops the event', () => {
    document.body.innerHTML = '<div data-article-id="42"><a id="more" href="#">Read More</a></div>';
    byId('more').addEventListener('click', (e) => e.stopPropagation());
    const { recorded, stop } = watch();
    fireEvent.click(byId('more'));
    expect(recorded).toEqual([['article_view', '42']]);
    stop();
  });

  it('records faq_open with the question when a details element opens, not when it closes, not for explainers', async () => {
    document.body.innerHTML = `
      <details id="faq"><summary>  How long does
        pre-approval last? </summary><p>60-90 days</p></details>
      <details id="explainer" data-faq="false"><summary>How these figures are worked out</summary></details>`;
    const { recorded, stop } = watch();
    // Setting open fires the toggle event, as a click on the summary does.
    const toggle = async (id: string, open: boolean) => {
      byId<HTMLDetailsElement>(id).open = open;
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    await toggle('faq', true);
    await toggle('faq', false);
    await toggle('explainer', true);
    expect(recorded).toEqual([['faq_open', 'How long does pre-approval last?']]);
    stop();
  });

  it('records nothing once stopped', () => {
    document.body.innerHTML = '<button data-track="cta_click" id="b">x</button>';
    const { recorded, stop } = watch();
    stop();
    fireEvent.click(byId('b'));
    expect(recorded).toEqual([]);
  });
});
