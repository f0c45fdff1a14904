import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { applyApiErrorToForm } from './form-errors';

function fakeForm(values: Record<string, unknown>) {
  return { getValues: () => values, setFieldError: vi.fn() };
}

describe('applyApiErrorToForm', () => {
  it('puts field errors on their fields without a toast when every field is on the form', () => {
    const show = vi.spyOn(notifications, 'show');
    const form = fakeForm({ email: '', address: { city: '' } });

    applyApiErrorToForm(
      form,
      new ApiError({
        status: 422,
        message: 'Invalid',
        fieldErrors: { email: ['Taken.', 'Really.'], 'address.city': ['Required.'] },
      }),
    );

    expect(form.setFieldError).toHaveBeenCalledWith('email', 'Taken. Really.');
    expect(form.setFieldError).toHaveBeenCalledWith('address.city', 'Required.');
    expect(show).not.toHaveBeenCalled();
  });

  it('shows the message as a toast when a field is not on the form', () => {
    const show = vi.spyOn(notifications, 'show');
    const form = fakeForm({ email: '' });

    applyApiErrorToForm(
      form,
      new ApiError({ status: 422, message: 'Invalid', fieldErrors: { email: ['Taken.'], captcha: ['Wrong.'] } }),
    );

    expect(form.setFieldError).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Invalid', color: 'red' }));
  });

  it('shows errors without field details as a toast', () => {
    const show = vi.spyOn(notifications, 'show');

    applyApiErrorToForm(fakeForm({}), new ApiError({ status: 401, message: 'Wrong email or password' }));
    applyApiErrorToForm(fakeForm({}), new Error('crash'));

    expect(show).toHaveBeenNthCalledWith(1, expect.objectContaining({ message: 'Wrong email or password' }));
    expect(show).toHaveBeenNthCalledWith(
      2,
      expect.objectContaining({ message: expect.stringContaining('unexpected') }),
    );
  });
});
