import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dragHandleTo, launchBrowser, openPage } from './support/browser';
import { apiCall, createEventViaApi, createFreeTicketViaApi, createOrganizerViaApi } from './support/events';
import { registerViaApi, toast, uniqueEmail } from './support/identity';
import { startTestServer } from './support/server';

type TServer = Awaited<ReturnType<typeof startTestServer>>;

let server: TServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

type TQuestion = { title: string; type: string; belongs_to: string; description: string | null; options: string[] };

/** The question titles of one group, in the order the page shows them. */
async function shownTitles(page: Page, group: 'order' | 'product'): Promise<string[]> {
  const cards = page.getByTestId(`questions-${group}`).getByTestId('question-card');
  const titles: string[] = [];
  for (let index = 0; index < (await cards.count()); index += 1) {
    titles.push((await cards.nth(index).getAttribute('data-question-title')) ?? '');
  }
  return titles;
}

async function addQuestion(
  page: Page,
  question: { title: string; type: string; options?: string[]; perTicket?: boolean; required?: boolean },
) {
  await page.getByRole('button', { name: 'Add a question', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a question' });
  await dialog.getByLabel(/^Question/).fill(question.title);
  await dialog.getByRole('combobox', { name: 'Answer type' }).click();
  await page.getByRole('option', { name: question.type, exact: true }).click();
  for (const [index, option] of (question.options ?? []).entries()) {
    if (index > 0) await dialog.getByRole('button', { name: 'Add an option' }).click();
    await dialog.getByLabel(`Option ${index + 1}`, { exact: true }).fill(option);
  }
  if (question.perTicket) {
    await dialog.getByText('For each ticket').click();
    // A new per-ticket question starts with every ticket chosen (issue 25): the event's one ticket is there.
    await dialog.getByText('General admission', { exact: true }).waitFor();
  }
  if (question.required) await dialog.getByLabel('Required').check();
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await toast(page, `Question “${question.title}” added.`);
  await dialog.waitFor({ state: 'hidden' });
}

describe('checkout questions', () => {
  it('creates questions of every type, reorders them by dragging, previews the form and edits attendee fields', async (context) => {
    const { page, browserContext } = await openPage(context, browser);
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Quinn', email: uniqueEmail('quinn') });
    const organizer = await createOrganizerViaApi(browserContext, server.baseUrl);
    const event = await createEventViaApi(browserContext, server.baseUrl, {
      organizerId: organizer.id,
      title: 'Question time',
    });
    await createFreeTicketViaApi(browserContext, server.baseUrl, event.id);
    const load = () => apiCall<TQuestion[]>(browserContext, server.baseUrl, 'GET', `events/${event.id}/questions`);

    await page.goto(`${server.baseUrl}/manage/event/${event.id}/questions`);
    await page.getByText('No order questions.').waitFor();

    // A rich description with bold text.
    await page.getByRole('button', { name: 'Add a question', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Add a question' });
    await dialog.getByLabel(/^Question/).fill('Company');
    const editor = dialog.getByRole('textbox', { name: 'Description' });
    await editor.click();
    await page.keyboard.type('Printed on your ');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('badge');
    await dialog.getByRole('button', { name: 'Add question' }).click();
    await toast(page, 'Question “Company” added.');

    await addQuestion(page, { title: 'Dietary needs', type: 'Long text' });
    await addQuestion(page, { title: 'Birthday', type: 'Date' });
    await addQuestion(page, { title: 'Billing address', type: 'Address' });
    await addQuestion(page, {
      title: 'How did you hear of us',
      type: 'Single choice (radio)',
      options: ['Radio', 'Friends'],
    });
    await addQuestion(page, { title: 'Workshops', type: 'Checkboxes', options: ['Jazz', 'Blues'] });
    await addQuestion(page, {
      title: 'T-shirt size',
      type: 'Dropdown',
      options: ['S', 'M', 'L'],
      perTicket: true,
      required: true,
    });

    expect(await shownTitles(page, 'order')).toEqual([
      'Company',
      'Dietary needs',
      'Birthday',
      'Billing address',
      'How did you hear of us',
      'Workshops',
    ]);
    expect(await shownTitles(page, 'product')).toEqual(['T-shirt size']);
    await page.getByTestId('questions-product').getByText('For: General admission').waitFor();
    let stored = await load();
    expect(stored.find((question) => question.title === 'Company')?.description).toContain('<strong>badge</strong>');
    expect(stored.find((question) => question.title === 'Workshops')).toMatchObject({
      type: 'CHECKBOX',
      options: ['Jazz', 'Blues'],
    });

    // Drag "Workshops" to the top with the mouse.
    const order = page.getByTestId('questions-order');
    await dragHandleTo(
      page,
      order.getByRole('button', { name: 'Drag “Workshops”' }),
      order.getByTestId('question-card').first(),
    );
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="questions-order"] [data-testid="question-card"]')
          ?.getAttribute('data-question-title') === 'Workshops',
    );
    await expect.poll(async () => (await load())[0]?.title).toBe('Workshops');
    await page.reload();
    await order.getByTestId('question-card').first().waitFor();
    expect((await shownTitles(page, 'order'))[0]).toBe('Workshops');

    // The preview shows every visible field.
    await page.getByRole('button', { name: 'Preview checkout form' }).click();
    const preview = page.getByRole('dialog', { name: 'Checkout form preview' });
    for (const title of [
      'Workshops',
      'Company',
      'Dietary needs',
      'Birthday',
      'Billing address',
      'How did you hear of us',
      'T-shirt size',
    ]) {
      await preview.locator(`[data-testid="question-field"][data-question-title="${title}"]`).waitFor();
    }
    await preview.locator('strong', { hasText: 'badge' }).waitFor();
    await preview.getByRole('checkbox', { name: 'Jazz' }).waitFor();
    await preview.getByRole('radio', { name: 'Friends' }).waitFor();
    await preview.getByRole('button', { name: 'Check the answers' }).click();
    await preview.getByText('This question is required.').waitFor();
    await preview.getByRole('button', { name: 'Close' }).first().click();

    // Hidden questions are left out of the preview.
    await order.getByRole('button', { name: 'Actions for “Birthday”' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit question' });
    await dialog.getByLabel('Hidden').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Question “Birthday” saved.');
    await order.getByTestId('question-card').filter({ hasText: 'Birthday' }).getByText('Hidden').waitFor();
    await page.getByRole('button', { name: 'Preview checkout form' }).click();
    await preview.locator('[data-question-title="Workshops"]').waitFor();
    expect(await preview.locator('[data-question-title="Birthday"]').count()).toBe(0);
    await page.keyboard.press('Escape');

    // Delete with confirmation.
    await order.getByRole('button', { name: 'Actions for “Dietary needs”' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete “Dietary needs”?' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, '“Dietary needs” deleted.');
    stored = await load();
    expect(stored.map((question) => question.title)).not.toContain('Dietary needs');

    // Attendee fields: last name optional, first name hidden.
    await page.getByRole('switch', { name: 'Last name is required' }).click();
    await toast(page, '“Last name” updated.');
    await page.getByRole('switch', { name: 'First name is hidden' }).click();
    await expect
      .poll(async () =>
        apiCall<Record<string, { is_required: boolean; is_hidden: boolean }>>(
          browserContext,
          server.baseUrl,
          'GET',
          `events/${event.id}/attendee-fields`,
        ),
      )
      .toMatchObject({
        first_name: { is_hidden: true, is_required: false },
        last_name: { is_required: false },
        email: { is_required: true, is_hidden: false },
      });
    await page.reload();
    expect(await page.getByRole('switch', { name: 'Last name is required' }).isChecked()).toBe(false);
  });
});
