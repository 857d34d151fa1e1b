import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '#i18n/index.ts';
import type { Refusal } from '#app/lib/action-error.server.ts';
import { TextInputField } from './field.tsx';
import { type FormOptions, useForm } from './use-form.ts';

function PinField(options: FormOptions) {
  const form = useForm(options);
  return (
    <form {...form.props}>
      <TextInputField id="pin" label="Pin" {...form.field('name1')} />
      <TextInputField id="order" label="Order" {...form.field('displayOrder')} />
    </form>
  );
}

function render(options: FormOptions) {
  const router = createMemoryRouter([{ path: '/:lang', element: <PinField {...options} /> }], {
    initialEntries: ['/en'],
  });
  return renderToString(<RouterProvider router={router} />);
}

const refusal: Refusal = {
  ok: false,
  intent: 'pin',
  code: 'INVALID_INPUT',
  fields: {
    name1: 'adminFeatured.errors.pinNotFoundName',
    displayOrder: 'adminFeatured.errors.displayOrder',
  },
  params: { name1: { name: 'Nobody Such' } },
};

describe('useForm', () => {
  it("names a refused field's values in its message: the refusal's own, and the form's `values`", () => {
    const html = render({ answer: refusal, values: { max: 9999 } });
    expect(html).toContain('No verified lawyer’s name contains “Nobody Such”.');
    expect(html).toContain('Display order must be a whole number from 0 to 9999.');
    expect(html).not.toContain('{{');
  });

  it('shows only the refusal of its own intent', () => {
    const html = render({ answer: refusal, intent: 'save', values: { max: 9999 } });
    expect(html).not.toContain('Nobody Such');
    expect(html).not.toContain('aria-invalid="true"');
  });
});
