import type { ForecastPageCopy } from './types.ts';

export const en: ForecastPageCopy = {
  title: 'Forecast items',
  description:
    'The forecasting problems the community works on together, from retail demand to equipment failure, with how each is measured and the pre-built models to start from.',
  lead: 'Forecasting problems that come up again and again at work: what is forecast, from which data, how far ahead, and how results are compared.',
  intro: [
    'Forecast items are problems written up so that members can build models to the same definition and compare their results. Each item fixes the target and its grain, the data it is usually forecast from, the horizon and the evaluation metric.',
    'Every item opens the pre-built models of its industries and algorithms. When you improve on one, share it in knowledge sharing and tell the forum what worked.',
  ],
  items: {
    'retail-demand': {
      title: 'Retail demand',
      summary: 'Knowing what each store will sell lets you order, stock and staff to it, and keeps shelves from running empty.',
      target: 'Weekly units sold per store and product',
      data: 'Point-of-sale history, prices and promotion calendars, public holidays, weather',
      horizon: '1 to 12 weeks ahead, weekly',
      metric: 'WAPE (weighted absolute percentage error), and the share of under-forecasts where stock-outs are likely',
    },
    'electricity-load': {
      title: 'Electricity load',
      summary: 'Forecasting the hourly consumption of plants and buildings helps avoid peak tariffs and plan when equipment runs.',
      target: 'Hourly consumption per site (kWh)',
      data: 'Smart meter readings, temperature and humidity, production and shift schedules, tariff plans',
      horizon: '24 to 168 hours ahead, hourly',
      metric: 'MAPE, and the error at each day’s peak hour',
    },
    'equipment-failure': {
      title: 'Equipment failure',
      summary: 'Finding the early signs of failure in sensor signals lets maintenance be planned, and cuts unplanned line stops.',
      target: 'Each machine’s probability of failing within 14 days, and its remaining useful life (RUL)',
      data: 'Vibration, temperature and current sensor series, maintenance and part replacement records, operating conditions',
      horizon: '7 to 30 days ahead, daily',
      metric: 'Recall at 80% precision, and the mean absolute error of the remaining life (days)',
    },
    'customer-churn': {
      title: 'Customer churn',
      summary: 'Finding the customers most likely to leave first lets offers and calls go where they keep the most revenue.',
      target: 'Each customer’s probability of cancelling next month',
      data: 'Usage records, billing and payment history, support contacts, contract terms',
      horizon: '1 to 3 months ahead, monthly',
      metric: 'AUC, and the lift in the top 10% of customers',
    },
    'delivery-time': {
      title: 'Delivery time',
      summary: 'An accurate arrival time for every order means fewer calls from customers and easier dispatch and dock planning.',
      target: 'Each order’s expected arrival time (minutes)',
      data: 'Order and vehicle GPS records, routes and traffic, weather, hub throughput',
      horizon: 'The same day, updated from departure to arrival',
      metric: 'Mean absolute error (minutes), and the share of arrivals inside the announced window',
    },
    'hotel-occupancy': {
      title: 'Hotel occupancy',
      summary: 'Forecasting occupancy by date lets pricing and staffing be decided weeks earlier.',
      target: 'Daily occupancy and average daily rate (ADR) per property',
      data: 'On-the-books booking curves, events and holidays, competitor rates, cancellation history',
      horizon: '1 to 90 days ahead, daily',
      metric: 'MAPE, and the error 30 days before the stay date',
    },
  },
  steps: [
    { title: 'Pick an item', text: 'Choose the item closest to your work and check its target and metric.' },
    {
      title: 'Prepare the data',
      text: 'Bring public or in-house data to the item’s grain. The data sets of knowledge sharing hold data other members have already prepared.',
    },
    { title: 'Start from a model', text: 'Download a matching pre-built model, measure its baseline first, then improve features and hyperparameters.' },
    {
      title: 'Share and discuss',
      text: 'Share the improved model and its evaluation in knowledge sharing, and tell the forum what you tried, including what did not work.',
    },
  ],
  evaluation: [
    'Time series are never split at random: train and validate from several cut-off dates in time order (rolling-origin evaluation).',
    'Report a naive baseline (the last value, or the same period last year) beside your result, so others can judge the improvement fairly.',
    'When you share a result, give the data period, the horizon, the metric and how it was computed.',
  ],
};
