import { createBrowserRouter } from 'react-router-dom';
import { ShopLayout } from './shop-layout';
import { HomePage } from '../features/catalog/components/home-page';
import { NotFoundPage } from '../components/not-found-page';

export const routes = [
  {
    path: '/',
    element: <ShopLayout />,
    errorElement: <NotFoundPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
