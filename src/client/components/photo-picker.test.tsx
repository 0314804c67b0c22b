import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhotoPicker, type PhotoPickerTexts } from './photo-picker';

// The welcomer's photo picker from the keyboard: one labelled group, "choose" opens the file dialog,
// "remove" only while there is a photo, and what is waiting for a save is said.

const TEXTS: PhotoPickerTexts = {
  label: 'Foto van wie opwacht',
  alt: 'Foto van Sanne',
  choose: 'Foto kiezen',
  uploading: 'Uploaden...',
  remove: 'Foto verwijderen',
};

describe('PhotoPicker', () => {
  it('hands a chosen file over, and offers no remove without a photo', async () => {
    const onChoose = vi.fn();
    const { container } = render(
      <PhotoPicker url={null} texts={TEXTS} onChoose={onChoose} onRemove={vi.fn()} uploading={false} />,
    );
    const group = screen.getByRole('group', { name: 'Foto van wie opwacht' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Foto verwijderen' })).toBeNull();
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    const opened = vi.spyOn(input, 'click');
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Foto kiezen' }));
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledOnce();
    const file = new File(['png'], 'sanne.png', { type: 'image/png' });
    await user.upload(input, file);
    expect(onChoose).toHaveBeenCalledWith(file);
    expect(group.contains(input)).toBe(true);
  });

  it('shows the photo round with its alt text, removes it and says what waits for a save', async () => {
    const onRemove = vi.fn();
    render(
      <PhotoPicker
        url="/api/images/abc/thumb.webp"
        texts={{ ...TEXTS, status: 'De foto wordt verwijderd als je opslaat.' }}
        onChoose={vi.fn()}
        onRemove={onRemove}
        uploading={true}
      />,
    );
    const photo = screen.getByRole('img', { name: 'Foto van Sanne' });
    expect(photo.getAttribute('src')).toBe('/api/images/abc/thumb.webp');
    expect((screen.getByRole('button', { name: 'Uploaden...' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Foto verwijderen' }));
    expect(onRemove).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('De foto wordt verwijderd als je opslaat.');
  });
});
