// The forecast items of /community/forecast-item (decision 020): the forecasting problems the community
// works on, each tied to the model catalogue's industry and algorithm codes, so the page can count and
// link the pre-built models that fit it. The prose of each item is in copy/ko.json and copy/en.json.

export const forecastItemIds = ['retail-demand', 'electricity-load', 'equipment-failure', 'customer-churn', 'delivery-time', 'hotel-occupancy'] as const;
export type ForecastItemId = (typeof forecastItemIds)[number];

/** Industry and algorithm codes of the catalogues (db/seed/catalogues): the model list's filters. */
export type ForecastItemCodes = { industries: readonly string[]; algorithms: readonly string[] };

export const forecastItemCodes: Record<ForecastItemId, ForecastItemCodes> = {
  'retail-demand': { industries: ['RET', 'DIS', 'CONS'], algorithms: ['SAR', 'PRO', 'ETS', 'GBM', 'LGBM', 'LSTM'] },
  'electricity-load': { industries: ['MAN', 'CON', 'OTHER1'], algorithms: ['SAR', 'TCN', 'LSTM', 'GBM', 'REG'] },
  'equipment-failure': { industries: ['MAN', 'CON'], algorithms: ['ANO', 'LSTM', 'SURV', 'GBM', 'AE', 'ISO'] },
  'customer-churn': { industries: ['COM', 'FIN', 'SER'], algorithms: ['XGB', 'CAT', 'SURV', 'LOG'] },
  'delivery-time': { industries: ['DIS', 'TRA'], algorithms: ['GBM', 'KNN', 'REG', 'GNN'] },
  'hotel-occupancy': { industries: ['TOU'], algorithms: ['PRO', 'SAR', 'XGB'] },
};
