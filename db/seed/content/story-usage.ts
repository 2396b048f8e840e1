// What the demo stories used (issue 35): each names one to three fitting pre-built models, and some a shared
// model or data set, by the item's title (a pre-built model's English title, a shared entry's name). The seed
// turns the titles into ids once every kind is written (db/seed/story-generators.ts).
import type { StoryUsageKind } from '#core/schemas/story-usage.ts';

export type StoryUsageSeed = { kind: StoryUsageKind; title: string };

const model = (title: string): StoryUsageSeed => ({ kind: 'PRE_BUILT_MODEL', title });
const shared = (title: string): StoryUsageSeed => ({ kind: 'KNOWLEDGE_MODEL', title });
const data = (title: string): StoryUsageSeed => ({ kind: 'KNOWLEDGE_DATA_SET', title });

/** By story key (success-stories.json), in the order the story lists them. */
export const storyUsage: Readonly<Record<string, readonly StoryUsageSeed[]>> = {
  'steel-line-maintenance': [
    model('Rotating Equipment Failure Prediction from Sensor Data'),
    shared('설비 진동 이상 감지 오토인코더'),
    data('베어링 진동 신호 (정상/결함)'),
  ],
  'card-fraud': [
    model('Real-Time Credit Card Fraud Detection'),
    model('Anti-Money Laundering Transaction Monitoring'),
    shared('이상 거래 탐지 (Isolation Forest + 규칙)'),
  ],
  'retail-demand': [
    model('Weekly Store and SKU Demand Forecasting for Retail'),
    shared('Weekly store demand forecast with Prophet'),
    data('Store footfall counts by hour'),
  ],
  'logistics-routing': [
    model('Parcel and Last-Mile Delivery Time Estimation'),
    shared('배송 경로 소요 시간 회귀 모델'),
    data('전국 택배 물동량 (시도별, 일별)'),
  ],
  'wind-farm-output': [model('Short-Term Power Load Forecasting for Plants and Buildings'), data('Hourly weather observations, Busan (ASOS)')],
  'hospital-readmission': [model('30-Day Hospital Readmission Risk Prediction')],
  'telecom-network': [model('Network Traffic Anomaly Detection'), model('Telecom Subscriber Churn Prediction and Time-to-Churn')],
  'insurance-churn': [model('Marketing Campaign Response Prediction and Targeting'), shared('Customer segmentation with K-Means and RFM')],
  'fashion-recommend': [
    model('Personalised Product Recommendations for E-commerce (ALS)'),
    shared('Product recommendations with implicit ALS'),
    data('Online retail transactions (UK, 2010–2011)'),
  ],
  'city-energy': [model('Short-Term Power Load Forecasting for Plants and Buildings'), shared('Building energy load forecast (LSTM)')],
  'battery-quality': [model('Image-Based Visual Defect Detection on the Production Line'), shared('외관 검사 이미지 분류 (CNN)')],
};
