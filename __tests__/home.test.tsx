import { render, screen } from '@testing-library/react';
import HomePage from '@/app/page';

test('home page names the product in its heading', () => {
  render(<HomePage />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('PasteSafe');
});
