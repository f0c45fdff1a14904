import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PageLoaderInline } from './page-loader-inline';
import { useCreateStripePaymentIntent } from '../api/stripe-payment';

/**
 * The card payment step (docs/decisions/049): Stripe.js and the Payment Element. This module is loaded
 * only by the payment page, and only when the event takes cards, so no other page downloads Stripe.
 */

const stripePromises = new Map<string, Promise<Stripe | null>>();
/** One Stripe.js instance per key for the page's lifetime, as Stripe recommends. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripePromises.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripePromises.set(publishableKey, promise);
  }
  return promise;
}

export const paymentReturnPath = (eventId: string, shortId: string) => `/checkout/${eventId}/${shortId}/payment_return`;

type Props = { eventId: string; shortId: string };

export default function StripePayment({ eventId, shortId }: Props) {
  const intent = useCreateStripePaymentIntent(eventId, shortId);
  const { mutate } = intent;
  useEffect(() => mutate(), [mutate]);

  return (
    <Paper withBorder p="md" radius="md" data-testid="stripe-payment">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <Trans>Pay by card</Trans>
        </Title>
        {intent.error ? (
          <Alert color="red" role="alert" title={<Trans>Card payment could not be started</Trans>}>
            <Stack gap="xs" align="flex-start">
              {intent.error.message}
              <Button variant="light" size="xs" onClick={() => mutate()}>
                <Trans>Try again</Trans>
              </Button>
            </Stack>
          </Alert>
        ) : !intent.data ? (
          <PageLoaderInline />
        ) : (
          <Elements
            stripe={stripeFor(intent.data.publishable_key)}
            options={{ clientSecret: intent.data.client_secret, appearance: { theme: 'stripe' } }}
          >
            <CardForm eventId={eventId} shortId={shortId} />
          </Elements>
        )}
      </Stack>
    </Paper>
  );
}

function CardForm({ eventId, shortId }: Props) {
  const { t } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [isReady, setReady] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!stripe || !elements) return;
    setSubmitting(true);
    setMessage(null);
    const returnPath = paymentReturnPath(eventId, shortId);
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${returnPath}` },
      // Cards that need no extra step stay on this page; 3-D Secure and wallets come back through return_url.
      redirect: 'if_required',
    });
    setSubmitting(false);
    if (result.error) {
      // Card and validation errors carry a message written for the buyer; anything else gets ours.
      const isForBuyer = result.error.type === 'card_error' || result.error.type === 'validation_error';
      setMessage(
        isForBuyer && result.error.message
          ? result.error.message
          : t`The payment could not be completed. Please try again.`,
      );
      return;
    }
    void navigate(returnPath);
  };

  return (
    <form onSubmit={(formEvent) => void submit(formEvent)}>
      <Stack gap="md">
        <PaymentElement onReady={() => setReady(true)} />
        {message && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        <Button type="submit" size="lg" fullWidth loading={isSubmitting} disabled={!stripe || !elements || !isReady}>
          <Trans>Pay now</Trans>
        </Button>
      </Stack>
    </form>
  );
}
