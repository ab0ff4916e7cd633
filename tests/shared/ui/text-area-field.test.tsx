import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from '../../../shared/ui/text-area-field';
import { description, renderWith } from '../../support/render';
import { fakeServices } from '../../support/services';

function Field({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <TextAreaField label="Message" value={value} onChange={setValue} maxLength={500} error={error} />;
}

describe('TextAreaField', () => {
  it('counts the characters typed against its limit, the count read as its description', () => {
    renderWith(<Field />, fakeServices().services);
    const area = screen.getByLabelText<HTMLTextAreaElement>('Message');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.maxLength).toBe(500);
    expect(description(area)).toBe('0 / 500');
    fireEvent.change(area, { target: { value: 'The server lags at 9 pm.' } });
    expect(area.value).toBe('The server lags at 9 pm.');
    expect(description(area)).toBe('24 / 500');
  });

  it('an error marks it invalid and is read before the count', () => {
    renderWith(<Field error="Write what happened." />, fakeServices().services);
    const area = screen.getByLabelText('Message');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(description(area)).toBe('Write what happened. 0 / 500');
  });
});
