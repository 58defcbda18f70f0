import { fireEvent, render, screen } from '@testing-library/react';
import Sidebar from '@/components/layout/Sidebar';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

test('lists the seven sections in order and marks only the current page', () => {
  mockPathname = '/docs';
  render(<Sidebar />);
  const links = screen.getAllByRole('link').slice(1); // the first link is the brand
  expect(links.map((link) => link.textContent)).toEqual(['Home', 'Tool', 'About', 'Contact', 'Blog', 'Docs', 'FAQ']);
  expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('aria-current', 'page');
  expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
});

test('the Tool link is a plain link to /tool/ (full page load)', () => {
  render(<Sidebar />);
  expect(screen.getByRole('link', { name: 'Tool' })).toHaveAttribute('href', '/tool/');
});

test('an article highlights Blog without claiming to be the blog page', () => {
  mockPathname = '/blog/deepseek-leak-2025/';
  render(<Sidebar />);
  const blog = screen.getByRole('link', { name: 'Blog' });
  expect(blog).not.toHaveAttribute('aria-current');
  expect(blog).toHaveClass('is-active');
});

test('the menu button opens and closes the navigation and says so', () => {
  render(<Sidebar />);
  const button = screen.getByRole('button', { name: 'Menu' });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveAttribute('aria-controls', nav.id);
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(nav).toHaveClass('is-open');
  fireEvent.keyDown(window, { key: 'Escape' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
});
