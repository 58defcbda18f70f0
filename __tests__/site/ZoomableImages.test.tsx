import { fireEvent, render, screen } from '@testing-library/react';
import ZoomableImages from '@/components/content/ZoomableImages';
import { makeImagesZoomable } from '@/lib/content';

// jsdom has no modal dialogs; these two follow the standard's observable effects.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const html = makeImagesZoomable('<p><img src="/docs/screenshots/tool-overview.png" alt="The empty tool"></p>');

function open() {
  render(<ZoomableImages html={html} />);
  const trigger = screen.getByRole('button', { name: 'Enlarge image: The empty tool' });
  fireEvent.click(trigger.querySelector('img')!);
  return trigger;
}

test('clicking a doc image opens it enlarged in a dialog with focus on the close button', () => {
  open();
  const dialog = screen.getByRole('dialog', { hidden: true });
  expect(dialog).toHaveAttribute('open');
  expect(dialog.querySelector('img')).toHaveAttribute('alt', 'The empty tool');
  expect(screen.getByRole('button', { name: 'Close enlarged image' })).toHaveFocus();
});

test('the close button closes the overlay and focus returns to the image', () => {
  const trigger = open();
  fireEvent.click(screen.getByRole('button', { name: 'Close enlarged image' }));
  expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
  expect(trigger).toHaveFocus();
});

test('a click on the overlay closes it, a click on the enlarged image does not', () => {
  open();
  const dialog = screen.getByRole('dialog', { hidden: true });
  fireEvent.click(dialog.querySelector('img')!);
  expect(dialog).toHaveAttribute('open');
  fireEvent.click(dialog);
  expect(dialog).not.toHaveAttribute('open');
});
