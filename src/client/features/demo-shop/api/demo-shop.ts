import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { DemoProduct } from '#shared/purchase-api';
import { apiFetch } from '#client/lib/api-client';

export interface DemoShopView {
  merchantName: string;
  publishableKey: string;
  products: DemoProduct[];
}

export const demoShopQuery = queryOptions({
  queryKey: ['demo-shop'],
  queryFn: () => apiFetch<DemoShopView>('/demo-shop/products'),
});

export const useDemoShop = () => useQuery(demoShopQuery);

/** The demo shop's "server" creates the checkout session; the browser then goes to its URL. */
export const useStartDemoCheckout = () =>
  useMutation({
    mutationFn: (productId: string) =>
      apiFetch<{ id: string; url: string }>('/demo-shop/checkout-sessions', {
        body: { productId },
      }),
  });
