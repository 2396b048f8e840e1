// Demo success stories (portal spec §3): fictional customers, believable numbers, simple rich text.
// `related` names other stories by key; the seed turns the keys into ids once every story exists.
import type { AttachmentSeed, HowToUseType } from '../catalogues/types.ts';

export type SuccessStorySeed = {
  key: string;
  titleKr: string;
  titleEn: string;
  overviewKr: string;
  overviewEn: string;
  painPointKr: string;
  painPointEn: string;
  valuePointKr: string;
  valuePointEn: string;
  expectedEffKr: string;
  expectedEffEn: string;
  algorithmSolKr: string;
  algorithmSolEn: string;
  howToUseType: HowToUseType;
  howToUseContentKr: string;
  howToUseContentEn: string;
  industries: string[];
  algorithms: string[];
  related: string[];
  attachments: AttachmentSeed[];
  daysAgo: number;
  view: number;
};

const DOCS = 'https://docs.example-analytics.com';

export const successStories: SuccessStorySeed[] = [
  {
    key: 'steel-line-maintenance',
    titleKr: '한빛스틸, 압연 설비 예지 정비로 계획외 정지 41% 감소',
    titleEn: 'Hanbit Steel cuts unplanned rolling-mill stops by 41% with predictive maintenance',
    overviewKr:
      '<p>한빛스틸은 포항과 당진에 열연·냉연 라인 6개를 운영하는 철강사입니다. 2년 동안 쌓인 진동·온도·전류 센서 데이터를 플랫폼의 Data Hub로 모으고, 설비별 고장 위험 점수를 매일 아침 정비팀에 제공하고 있습니다.</p>',
    overviewEn:
      "<p>Hanbit Steel runs six hot- and cold-rolling lines in Pohang and Dangjin. It brought two years of vibration, temperature and current readings into the platform's Data Hub and now gives the maintenance team a failure-risk score for every machine each morning.</p>",
    painPointKr:
      '<ul><li>베어링과 감속기 고장이 예고 없이 발생해 라인당 연평균 90시간 이상 멈췄습니다.</li><li>센서 데이터는 있었지만 라인마다 형식이 달라 분석에 쓰지 못했습니다.</li><li>정기 교체 주기가 보수적으로 잡혀 멀쩡한 부품도 교체되었습니다.</li></ul>',
    painPointEn:
      '<ul><li>Bearing and gearbox failures came without warning and stopped each line for more than 90 hours a year.</li><li>The sensor data existed, but every line stored it in a different format.</li><li>Conservative replacement cycles retired parts that were still healthy.</li></ul>',
    valuePointKr:
      '<p>정비 계획이 <strong>고장 후 대응</strong>에서 <strong>위험도 기반 사전 정비</strong>로 바뀌었습니다. 정비팀은 위험 점수 상위 10개 설비만 점검하면 되고, 생산계획팀은 정비 창을 일주일 앞서 확보합니다.</p>',
    valuePointEn:
      '<p>Maintenance moved from <strong>repair after failure</strong> to <strong>risk-based planning</strong>. The crew inspects only the ten highest-risk machines, and production planning books maintenance windows a week ahead.</p>',
    expectedEffKr:
      '<ul><li>계획외 정지 시간 41% 감소 (라인당 연 92시간 → 54시간)</li><li>예비 부품 재고 18% 축소</li><li>연간 약 27억 원의 생산 손실 회피</li></ul>',
    expectedEffEn:
      '<ul><li>41% less unplanned downtime (92 to 54 hours per line a year)</li><li>18% smaller spare-parts inventory</li><li>About KRW 2.7 billion of lost production avoided each year</li></ul>',
    algorithmSolKr:
      '<p>7일 이동 통계와 변화량 피처를 만든 뒤 <strong>XGBoost</strong> 분류기로 48시간 내 고장 확률을 예측합니다. 정상 구간만으로 학습한 <strong>아이솔레이션 포레스트</strong>가 학습 데이터에 없던 이상 패턴을 별도로 알립니다.</p>',
    algorithmSolEn:
      '<p>Seven-day rolling statistics and change features feed an <strong>XGBoost</strong> classifier that predicts failure within 48 hours. An <strong>Isolation Forest</strong> trained on healthy periods flags patterns the classifier has never seen.</p>',
    howToUseType: 'SOURCE_CODE',
    howToUseContentKr: `# 설비별 48시간 내 고장 위험 점수 계산
import pandas as pd
from xgboost import XGBClassifier

df = pd.read_csv("sensor_daily.csv", parse_dates=["date"])
for col in ["vibration_rms", "bearing_temp", "motor_current"]:
    df[f"{col}_mean_7d"] = df.groupby("machine_id")[col].transform(lambda s: s.rolling(7, min_periods=1).mean())
features = [c for c in df.columns if c.endswith("_mean_7d")] + ["run_hours"]

model = XGBClassifier(n_estimators=300, max_depth=5, learning_rate=0.05)
model.fit(df[features], df["failure_48h"])
latest = df.groupby("machine_id").tail(1).assign(risk=lambda d: model.predict_proba(d[features])[:, 1])
print(latest.nlargest(10, "risk")[["machine_id", "line", "risk"]])
`,
    howToUseContentEn: `# Failure-risk score within 48 hours for every machine
import pandas as pd
from xgboost import XGBClassifier

df = pd.read_csv("sensor_daily.csv", parse_dates=["date"])
for col in ["vibration_rms", "bearing_temp", "motor_current"]:
    df[f"{col}_mean_7d"] = df.groupby("machine_id")[col].transform(lambda s: s.rolling(7, min_periods=1).mean())
features = [c for c in df.columns if c.endswith("_mean_7d")] + ["run_hours"]

model = XGBClassifier(n_estimators=300, max_depth=5, learning_rate=0.05)
model.fit(df[features], df["failure_48h"])
latest = df.groupby("machine_id").tail(1).assign(risk=lambda d: model.predict_proba(d[features])[:, 1])
print(latest.nlargest(10, "risk")[["machine_id", "line", "risk"]])
`,
    industries: ['MAN'],
    algorithms: ['XGB', 'ISO'],
    related: ['battery-quality', 'wind-farm-output'],
    attachments: [
      {
        name: '설비_위험점수_샘플',
        extension: 'csv',
        content:
          'machine_id,line,date,vibration_rms,bearing_temp,motor_current,run_hours,risk\nHR-101,열연1,2026-10-01,2.41,68.2,412,18230,0.08\nHR-102,열연1,2026-10-01,3.87,74.9,455,20110,0.63\nCR-207,냉연2,2026-10-01,1.95,61.3,298,15420,0.04\nCR-211,냉연2,2026-10-01,4.12,79.4,301,22980,0.81\n',
      },
    ],
    daysAgo: 12,
    view: 1843,
  },
  {
    key: 'card-fraud',
    titleKr: '누리카드, 실시간 이상 거래 탐지로 부정 사용 피해액 63% 절감',
    titleEn: 'Nuri Card reduces card-fraud losses by 63% with real-time anomaly detection',
    overviewKr:
      '<p>회원 780만 명의 누리카드는 하루 1,200만 건의 승인 요청을 처리합니다. 규칙 기반 탐지에 머신러닝 점수를 더해, 승인 후 0.2초 안에 의심 거래를 분류하고 상담사 확인 대상을 정합니다.</p>',
    overviewEn:
      '<p>Nuri Card serves 7.8 million members and approves 12 million transactions a day. It added a machine-learning score to its rule engine that classifies each transaction within 0.2 seconds of approval and decides which ones an agent should confirm.</p>',
    painPointKr: '<p>규칙이 400개 넘게 쌓이면서 오탐이 늘어 정상 고객의 결제가 자주 막혔고, 새로운 수법은 규칙이 만들어질 때까지 걸러지지 않았습니다.</p>',
    painPointEn:
      '<p>More than 400 rules had piled up. False alarms blocked honest customers, and new fraud patterns slipped through until someone wrote a rule for them.</p>',
    valuePointKr: '<p>거래 위험 점수와 함께 상위 기여 요인을 상담사 화면에 보여 주어, 상담사가 고객에게 이유를 설명하며 확인할 수 있게 되었습니다.</p>',
    valuePointEn:
      '<p>Agents now see the risk score together with its top contributing factors, so they can explain to the customer why a payment is being checked.</p>',
    expectedEffKr:
      '<ul><li>부정 사용 피해액 63% 감소</li><li>오탐으로 인한 결제 차단 35% 감소</li><li>신규 수법 탐지까지 걸리는 시간: 평균 3주 → 2일</li></ul>',
    expectedEffEn:
      '<ul><li>63% lower fraud losses</li><li>35% fewer honest payments blocked by false alarms</li><li>New schemes detected in 2 days instead of 3 weeks on average</li></ul>',
    algorithmSolKr:
      '<p><strong>LightGBM</strong>으로 과거 사고 거래를 학습한 지도 모델과, 고객별 소비 패턴에서 벗어난 정도를 재는 <strong>오토인코더</strong> 재구성 오차를 결합했습니다.</p>',
    algorithmSolEn:
      "<p>A supervised <strong>LightGBM</strong> model trained on past fraud cases is combined with the reconstruction error of an <strong>autoencoder</strong> that measures how far a transaction strays from the customer's usual spending.</p>",
    howToUseType: 'URL',
    howToUseContentKr: `${DOCS}/ko/4.x/use-cases/card-fraud-scoring`,
    howToUseContentEn: `${DOCS}/en/4.0/use-cases/card-fraud-scoring`,
    industries: ['FIN', 'SEC'],
    algorithms: ['LGBM', 'AE', 'ANO'],
    related: ['insurance-churn', 'telecom-network'],
    attachments: [
      {
        name: 'fraud_features',
        extension: 'md',
        content:
          "# Fraud scoring features\n\n| Feature | Description |\n|---|---|\n| amount_z | Amount as a z-score of the customer's last 90 days |\n| merchant_new | First purchase at this merchant |\n| geo_jump_km | Distance from the previous transaction within one hour |\n| night_ratio | Share of the customer's spending between 0 and 5 a.m. |\n| ae_error | Autoencoder reconstruction error |\n",
      },
    ],
    daysAgo: 25,
    view: 2310,
  },
  {
    key: 'retail-demand',
    titleKr: '그린마트, 점포별 수요 예측으로 신선식품 폐기율 절반으로',
    titleEn: 'Green Mart halves fresh-food waste with store-level demand forecasting',
    overviewKr:
      '<p>전국 142개 점포를 운영하는 그린마트는 신선식품 1,800개 품목의 주간 발주량을 수요 예측 모델로 산출합니다. 날씨, 행사, 공휴일 정보를 함께 반영합니다.</p>',
    overviewEn:
      '<p>Green Mart runs 142 supermarkets and now sets weekly orders for 1,800 fresh products from a demand forecast that takes weather, promotions and holidays into account.</p>',
    painPointKr: '<p>점장의 경험에 의존한 발주로 점포 간 편차가 컸고, 여름철 채소·과일 폐기율이 9%를 넘었습니다. 반대로 행사 기간에는 품절이 잦았습니다.</p>',
    painPointEn:
      "<p>Orders depended on each manager's experience, so stores varied widely. Vegetable and fruit waste passed 9% in summer, while promotions regularly ran out of stock.</p>",
    valuePointKr: '<p>본사는 예측값과 안전재고를 제안하고 점장은 예외만 조정합니다. 발주 업무 시간이 점포당 하루 40분 줄었습니다.</p>',
    valuePointEn:
      '<p>Head office proposes the forecast and the safety stock; managers only adjust exceptions. Ordering takes 40 minutes less per store each day.</p>',
    expectedEffKr: '<ul><li>신선식품 폐기율 9.2% → 4.5%</li><li>행사 상품 품절률 38% 감소</li><li>예측 오차(WAPE) 14.8%</li></ul>',
    expectedEffEn:
      '<ul><li>Fresh-food waste down from 9.2% to 4.5%</li><li>38% fewer stock-outs on promoted items</li><li>Forecast error (WAPE) of 14.8%</li></ul>',
    algorithmSolKr:
      '<p>래그·이동평균 피처를 쓰는 <strong>LightGBM</strong> 회귀 모델이 기본 예측을 맡고, 계절성이 강한 품목은 <strong>Prophet</strong> 예측과 가중 평균합니다.</p>',
    algorithmSolEn:
      '<p>A <strong>LightGBM</strong> regressor on lag and rolling-mean features gives the base forecast; strongly seasonal items are blended with a <strong>Prophet</strong> forecast.</p>',
    howToUseType: 'SOURCE_CODE',
    howToUseContentKr: `# 점포x품목 주간 수요 예측
import pandas as pd
import lightgbm as lgb

df = pd.read_csv("weekly_sales.csv", parse_dates=["week"])
g = df.groupby(["store_id", "sku"])["units"]
for lag in (1, 2, 4):
    df[f"lag_{lag}"] = g.shift(lag)
df["rolling_4"] = g.transform(lambda s: s.shift(1).rolling(4).mean())
features = ["lag_1", "lag_2", "lag_4", "rolling_4", "promo", "holiday", "temp_avg"]
train = df.dropna(subset=features)
model = lgb.LGBMRegressor(objective="poisson", n_estimators=500, learning_rate=0.05)
model.fit(train[features], train["units"])
`,
    howToUseContentEn: `# Weekly demand per store and product
import pandas as pd
import lightgbm as lgb

df = pd.read_csv("weekly_sales.csv", parse_dates=["week"])
g = df.groupby(["store_id", "sku"])["units"]
for lag in (1, 2, 4):
    df[f"lag_{lag}"] = g.shift(lag)
df["rolling_4"] = g.transform(lambda s: s.shift(1).rolling(4).mean())
features = ["lag_1", "lag_2", "lag_4", "rolling_4", "promo", "holiday", "temp_avg"]
train = df.dropna(subset=features)
model = lgb.LGBMRegressor(objective="poisson", n_estimators=500, learning_rate=0.05)
model.fit(train[features], train["units"])
`,
    industries: ['RET', 'DIS'],
    algorithms: ['LGBM', 'PRO'],
    related: ['logistics-routing', 'fashion-recommend'],
    attachments: [
      {
        name: '주간_수요예측_결과',
        extension: 'csv',
        content:
          'store_id,sku,week,units,forecast\nS001,딸기 500g,2026-10-05,412,398.5\nS001,대파 1단,2026-10-05,285,301.2\nS014,우유 1L,2026-10-05,960,944.0\nS014,두부 300g,2026-10-05,530,512.7\n',
      },
      {
        name: 'README',
        extension: 'txt',
        content:
          'Green Mart demand forecast sample\n\nforecast: units predicted one week ahead by the LightGBM model\nunits: units actually sold\nWAPE over the last 8 weeks: 14.8%\n',
      },
    ],
    daysAgo: 40,
    view: 1520,
  },
  {
    key: 'logistics-routing',
    titleKr: '한결로지스, 배송 소요 시간 예측으로 당일 배송 정시율 97% 달성',
    titleEn: 'Hangyeol Logistics reaches 97% on-time same-day delivery with travel-time prediction',
    overviewKr:
      '<p>수도권 당일 배송을 하는 한결로지스는 기사 620명의 배송 경로를 매일 새벽 계획합니다. 구간별 소요 시간 예측을 경로 최적화에 넣어 약속 시간 안내의 정확도를 높였습니다.</p>',
    overviewEn:
      '<p>Hangyeol Logistics plans the routes of 620 same-day couriers in the Seoul area every morning. Predicted travel times per road segment now feed the route optimiser and the delivery-window promises.</p>',
    painPointKr: '<p>지도 서비스의 평균 소요 시간으로 계획하다 보니 출퇴근 시간과 아파트 단지 내 이동이 반영되지 않아 오후 배송이 자주 늦었습니다.</p>',
    painPointEn:
      "<p>Plans used the map service's average times, which missed rush hours and the time spent inside large apartment complexes, so afternoon deliveries were often late.</p>",
    valuePointKr: '<p>고객에게 1시간 단위 도착 예정 시간을 안내할 수 있게 되었고, 지연 가능성이 높은 경로는 출발 전에 재배정합니다.</p>',
    valuePointEn: '<p>Customers now get a one-hour arrival window, and routes likely to run late are rebalanced before the vans leave.</p>',
    expectedEffKr: '<ul><li>당일 배송 정시율 89% → 97%</li><li>기사 1인당 초과 근무 주 2.5시간 감소</li><li>배송 문의 전화 31% 감소</li></ul>',
    expectedEffEn:
      '<ul><li>On-time same-day delivery up from 89% to 97%</li><li>2.5 fewer overtime hours per courier a week</li><li>31% fewer "where is my parcel" calls</li></ul>',
    algorithmSolKr:
      '<p>시간대·요일·날씨·구간 특성을 입력으로 한 <strong>그래디언트 부스팅 머신</strong>이 구간 소요 시간을 예측하고, 도로망을 그래프로 보는 <strong>그래프 신경망</strong>이 혼잡 전파를 보정합니다.</p>',
    algorithmSolEn:
      '<p>A <strong>gradient boosting machine</strong> predicts segment travel times from hour, weekday, weather and road features, and a <strong>graph neural network</strong> over the road network corrects for spreading congestion.</p>',
    howToUseType: 'URL',
    howToUseContentKr: `${DOCS}/ko/4.x/use-cases/delivery-eta`,
    howToUseContentEn: `${DOCS}/en/4.0/use-cases/delivery-eta`,
    industries: ['DIS', 'TRA'],
    algorithms: ['GBM', 'GNN'],
    related: ['retail-demand'],
    attachments: [
      {
        name: 'segment_travel_times',
        extension: 'csv',
        content:
          'segment_id,hour,weekday,rain_mm,predicted_min,actual_min\nGN-0142,8,MON,0.0,11.4,12.1\nGN-0142,14,MON,0.0,6.8,6.5\nSC-0907,18,FRI,3.5,17.9,19.2\nMP-0311,10,WED,0.0,4.2,4.0\n',
      },
    ],
    daysAgo: 58,
    view: 987,
  },
  {
    key: 'wind-farm-output',
    titleKr: '서해에너지, 풍력 발전량 예측으로 전력 거래 정산 오차 24% 개선',
    titleEn: 'Seohae Energy improves wind-power forecasts and cuts settlement errors by 24%',
    overviewKr:
      '<p>서해에너지는 전남 해상과 육상에 320MW 규모의 풍력 단지를 운영합니다. 하루 전 시간대별 발전량 예측을 전력거래소에 제출하며, 예측 오차가 곧 정산 손실로 이어집니다.</p>',
    overviewEn:
      '<p>Seohae Energy operates 320 MW of onshore and offshore wind farms in South Jeolla. It submits hourly day-ahead output forecasts to the power exchange, and every forecast error costs money at settlement.</p>',
    painPointKr: '<p>기상청 예보를 단순 환산한 예측은 터빈별 특성과 후류 효과를 반영하지 못해 정규화 평균 절대 오차가 11%를 넘었습니다.</p>',
    painPointEn:
      "<p>Forecasts converted straight from the weather service ignored each turbine's behaviour and wake effects, and their normalised mean absolute error exceeded 11%.</p>",
    valuePointKr: '<p>운영팀은 예측 구간(상·하한)을 함께 받아 ESS 충방전 계획을 세우고, 정비 일정도 저풍속 시간대로 옮깁니다.</p>',
    valuePointEn: '<p>Operators receive forecast ranges as well, plan battery charging around them and move maintenance into low-wind hours.</p>',
    expectedEffKr: '<ul><li>하루 전 예측 오차(nMAE) 11.3% → 8.6%</li><li>정산 손실 연 9억 원 감소</li><li>ESS 활용률 15%p 향상</li></ul>',
    expectedEffEn:
      '<ul><li>Day-ahead error (nMAE) down from 11.3% to 8.6%</li><li>KRW 900 million less settlement loss a year</li><li>Battery utilisation up 15 percentage points</li></ul>',
    algorithmSolKr:
      '<p>수치예보 격자값과 SCADA 이력을 입력으로 하는 <strong>LSTM</strong> 모델과 <strong>시간 합성곱 신경망</strong>을 앙상블하여 48시간 앞까지 시간별 발전량을 예측합니다.</p>',
    algorithmSolEn:
      '<p>An ensemble of an <strong>LSTM</strong> and a <strong>temporal convolutional network</strong>, fed with numerical weather grids and SCADA history, forecasts hourly output up to 48 hours ahead.</p>',
    howToUseType: 'SOURCE_CODE',
    howToUseContentKr: `# 풍속 예보와 SCADA 이력으로 시간별 발전량 예측 (LSTM)
import numpy as np
import tensorflow as tf

X = np.load("nwp_scada_windows.npy")   # (샘플, 48시간, 피처)
y = np.load("output_next_24h.npy")     # (샘플, 24)
model = tf.keras.Sequential([
    tf.keras.layers.Input(shape=X.shape[1:]),
    tf.keras.layers.LSTM(64),
    tf.keras.layers.Dense(24),
])
model.compile(optimizer="adam", loss="mae")
model.fit(X, y, epochs=20, batch_size=64, validation_split=0.2)
`,
    howToUseContentEn: `# Hourly wind output from weather forecasts and SCADA history (LSTM)
import numpy as np
import tensorflow as tf

X = np.load("nwp_scada_windows.npy")   # (samples, 48 hours, features)
y = np.load("output_next_24h.npy")     # (samples, 24)
model = tf.keras.Sequential([
    tf.keras.layers.Input(shape=X.shape[1:]),
    tf.keras.layers.LSTM(64),
    tf.keras.layers.Dense(24),
])
model.compile(optimizer="adam", loss="mae")
model.fit(X, y, epochs=20, batch_size=64, validation_split=0.2)
`,
    industries: ['OTHER1', 'MAN'],
    algorithms: ['LSTM', 'TCN'],
    related: ['steel-line-maintenance', 'city-energy'],
    attachments: [
      {
        name: 'forecast_accuracy',
        extension: 'csv',
        content: 'month,nmae_before,nmae_after\n2026-04,11.8,8.9\n2026-05,10.9,8.4\n2026-06,11.5,8.7\n2026-07,11.0,8.5\n',
      },
    ],
    daysAgo: 73,
    view: 764,
  },
  {
    key: 'hospital-readmission',
    titleKr: '새봄병원, 재입원 위험 예측으로 30일 내 재입원율 18% 감소',
    titleEn: 'Saebom Hospital lowers 30-day readmissions by 18% with risk prediction',
    overviewKr:
      '<p>800병상 규모의 새봄병원은 퇴원 예정 환자의 30일 내 재입원 위험을 예측해 고위험 환자에게 전화 상담과 외래 예약을 우선 배정합니다. 개인정보는 가명 처리 후 병원 내부 환경에서만 분석합니다.</p>',
    overviewEn:
      "<p>Saebom Hospital, with 800 beds, predicts each discharged patient's risk of readmission within 30 days and gives high-risk patients priority follow-up calls and clinic appointments. Data is pseudonymised and analysed only inside the hospital.</p>",
    painPointKr: '<p>퇴원 후 관리 인력이 한정되어 모든 환자를 챙길 수 없었고, 심부전·COPD 환자의 재입원이 반복되었습니다.</p>',
    painPointEn: '<p>The follow-up team could not reach every patient, and heart-failure and COPD patients kept coming back.</p>',
    valuePointKr: '<p>간호사는 퇴원 전날 위험 점수와 주요 요인(복용 약 수, 이전 입원 횟수, 검사 수치)을 보고 교육 내용을 정합니다.</p>',
    valuePointEn:
      "<p>The day before discharge, nurses see the risk score and its main drivers (number of medicines, previous admissions, lab values) and tailor the patient's education.</p>",
    expectedEffKr: '<ul><li>30일 내 재입원율 12.4% → 10.2%</li><li>고위험군 외래 방문 준수율 27%p 향상</li></ul>',
    expectedEffEn:
      '<ul><li>30-day readmissions down from 12.4% to 10.2%</li><li>27 percentage points more high-risk patients keep their clinic visit</li></ul>',
    algorithmSolKr:
      '<p>해석이 쉬운 <strong>로지스틱 회귀</strong>를 기준 모델로 두고, 성능이 더 높은 <strong>CatBoost</strong>의 결과를 SHAP 값과 함께 제공합니다. 재입원까지의 기간은 <strong>Cox 비례위험 모형</strong>으로 추정합니다.</p>',
    algorithmSolEn:
      '<p>An easy-to-read <strong>logistic regression</strong> is the reference; the stronger <strong>CatBoost</strong> model is shown with SHAP values. Time to readmission is estimated with a <strong>Cox proportional hazards</strong> model.</p>',
    howToUseType: 'URL',
    howToUseContentKr: `${DOCS}/ko/4.x/use-cases/readmission-risk`,
    howToUseContentEn: `${DOCS}/en/4.0/use-cases/readmission-risk`,
    industries: ['HEA'],
    algorithms: ['LOG', 'CAT', 'SURV'],
    related: ['insurance-churn'],
    attachments: [
      {
        name: 'model_card',
        extension: 'md',
        content:
          '# Readmission risk model card\n\n- Population: adult inpatients discharged 2023-2025 (pseudonymised)\n- Outcome: unplanned readmission within 30 days\n- AUROC: 0.78 (CatBoost), 0.74 (logistic regression)\n- Review: every quarter by the clinical analytics committee\n',
      },
    ],
    daysAgo: 91,
    view: 1205,
  },
  {
    key: 'telecom-network',
    titleKr: '코넷텔레콤, 기지국 장애 조기 탐지로 고객 불만 접수 29% 감소',
    titleEn: 'Konet Telecom spots cell-site faults early and receives 29% fewer complaints',
    overviewKr:
      '<p>코넷텔레콤은 전국 4만 2천 개 기지국의 성능 지표(KPI)를 15분 단위로 수집합니다. 이상 탐지 모델이 품질 저하 조짐을 찾아 현장 출동 전에 원격 조치를 시도합니다.</p>',
    overviewEn:
      '<p>Konet Telecom collects performance indicators from 42,000 cell sites every 15 minutes. An anomaly model spots early signs of degradation so engineers can try a remote fix before sending a crew.</p>',
    painPointKr: '<p>고정 임계값 경보가 하루 수천 건 발생해 운영자가 실제 장애를 놓쳤고, 고객 불만이 들어온 뒤에야 원인을 찾는 경우가 많았습니다.</p>',
    painPointEn:
      '<p>Fixed-threshold alarms fired thousands of times a day, real faults got lost in the noise, and causes were often found only after customers complained.</p>',
    valuePointKr: '<p>경보가 기지국 군집 단위로 묶여 하루 200건 이하로 줄었고, 각 경보에는 비슷한 과거 사례와 조치 이력이 붙습니다.</p>',
    valuePointEn: '<p>Alarms are grouped by cluster of sites, down to fewer than 200 a day, and each comes with similar past cases and what fixed them.</p>',
    expectedEffKr: '<ul><li>통화 품질 관련 불만 접수 29% 감소</li><li>장애 인지 시간 평균 47분 단축</li><li>현장 출동 21% 감소</li></ul>',
    expectedEffEn: '<ul><li>29% fewer call-quality complaints</li><li>Faults noticed 47 minutes sooner on average</li><li>21% fewer site visits</li></ul>',
    algorithmSolKr:
      '<p><strong>변분 오토인코더</strong>가 기지국별 정상 KPI 패턴을 학습하고, 재구성 오차가 큰 기지국을 <strong>DBSCAN</strong>으로 지리적 군집으로 묶어 원인 후보를 좁힙니다.</p>',
    algorithmSolEn:
      "<p>A <strong>variational autoencoder</strong> learns each site's normal KPI pattern; sites with large reconstruction errors are grouped geographically with <strong>DBSCAN</strong> to narrow down the cause.</p>",
    howToUseType: 'SOURCE_CODE',
    howToUseContentKr: `# 재구성 오차가 큰 기지국을 지역 군집으로 묶기
import pandas as pd
from sklearn.cluster import DBSCAN

scores = pd.read_csv("site_anomaly_scores.csv")   # site_id, lat, lon, recon_error
alerts = scores[scores["recon_error"] > scores["recon_error"].quantile(0.995)].copy()
coords = alerts[["lat", "lon"]].to_numpy()
alerts["cluster"] = DBSCAN(eps=0.02, min_samples=3).fit_predict(coords)
print(alerts.groupby("cluster")["site_id"].count().sort_values(ascending=False))
`,
    howToUseContentEn: `# Group cell sites with large reconstruction errors into regional clusters
import pandas as pd
from sklearn.cluster import DBSCAN

scores = pd.read_csv("site_anomaly_scores.csv")   # site_id, lat, lon, recon_error
alerts = scores[scores["recon_error"] > scores["recon_error"].quantile(0.995)].copy()
coords = alerts[["lat", "lon"]].to_numpy()
alerts["cluster"] = DBSCAN(eps=0.02, min_samples=3).fit_predict(coords)
print(alerts.groupby("cluster")["site_id"].count().sort_values(ascending=False))
`,
    industries: ['COM', 'INF'],
    algorithms: ['VAE', 'DBS', 'ANO'],
    related: ['card-fraud', 'steel-line-maintenance'],
    attachments: [
      {
        name: 'kpi_definitions',
        extension: 'txt',
        content:
          'Cell-site KPIs used by the anomaly model\n\nRRC_SR   RRC connection success rate (%)\nERAB_DR  E-RAB drop rate (%)\nPRB_UTIL Physical resource block utilisation (%)\nDL_TPUT  Average downlink throughput (Mbps)\nHO_SR    Handover success rate (%)\n',
      },
    ],
    daysAgo: 104,
    view: 642,
  },
  {
    key: 'insurance-churn',
    titleKr: '다온생명, 해지 예측과 맞춤 상담으로 유지율 6.3%p 상승',
    titleEn: 'Daon Life raises policy retention by 6.3 points with churn prediction',
    overviewKr: '<p>다온생명은 보험료 납입 13회차 전후의 해지 가능성을 예측해, 위험 고객에게 납입 유예·감액 등 맞춤 상담을 먼저 제안합니다.</p>',
    overviewEn:
      '<p>Daon Life predicts which customers are likely to cancel around their thirteenth premium and offers them tailored options, such as a payment holiday or a lower sum insured, before they ask to cancel.</p>',
    painPointKr: '<p>해지 요청이 들어온 뒤에야 상담이 시작되어 유지 성공률이 낮았고, 설계사별 관리 수준 차이도 컸습니다.</p>',
    painPointEn: '<p>Retention calls began only after a cancellation request, so few succeeded, and care varied a lot between agents.</p>',
    valuePointKr: '<p>설계사 앱에 매주 관리 대상 고객 목록과 권장 상담 시나리오가 제공됩니다.</p>',
    valuePointEn: "<p>Every week the agents' app lists the customers to contact with a suggested conversation for each.</p>",
    expectedEffKr: '<ul><li>13회차 유지율 6.3%p 상승</li><li>유지 상담 성공률 2.1배</li></ul>',
    expectedEffEn: '<ul><li>13th-month retention up 6.3 percentage points</li><li>Retention calls 2.1 times as successful</li></ul>',
    algorithmSolKr:
      '<p>납입 이력과 상담 기록으로 <strong>랜덤 포레스트</strong> 해지 분류 모델을 만들고, 고객을 <strong>K-평균 군집</strong>으로 나누어 군집별 상담 시나리오를 설계했습니다.</p>',
    algorithmSolEn:
      '<p>A <strong>random forest</strong> classifier learns from payment and contact history, and <strong>k-means clustering</strong> splits customers into groups with their own conversation plan.</p>',
    howToUseType: 'URL',
    howToUseContentKr: `${DOCS}/ko/4.x/use-cases/policy-churn`,
    howToUseContentEn: `${DOCS}/en/4.0/use-cases/policy-churn`,
    industries: ['FIN', 'MAK'],
    algorithms: ['RF', 'KM'],
    related: ['card-fraud', 'hospital-readmission'],
    attachments: [
      {
        name: '고객군별_상담_시나리오',
        extension: 'md',
        content:
          '# 고객군별 상담 시나리오\n\n1. 보험료 부담형: 납입 유예 또는 감액 제안\n2. 보장 불만형: 보장 분석 리포트와 특약 조정 안내\n3. 무관심형: 건강 관리 서비스 혜택 안내\n4. 이사·연락 두절형: 주소·연락처 확인 우선\n',
      },
    ],
    daysAgo: 131,
    view: 890,
  },
  {
    key: 'fashion-recommend',
    titleKr: 'Lumen Apparel, 개인화 추천으로 온라인 구매 전환율 22% 향상',
    titleEn: 'Lumen Apparel lifts online conversion by 22% with personalised recommendations',
    overviewKr:
      '<p>유럽과 아시아 9개국에서 온라인몰을 운영하는 Lumen Apparel은 방문 고객마다 다른 상품 추천을 제공합니다. 한국 법인이 먼저 도입한 뒤 전 지역으로 확대했습니다.</p>',
    overviewEn:
      '<p>Lumen Apparel sells online in nine countries across Europe and Asia. Each visitor now sees recommendations of their own; the Korean subsidiary piloted the approach before it was rolled out everywhere.</p>',
    painPointKr: '<p>베스트셀러 위주의 일괄 추천은 클릭률이 낮았고, 신상품은 구매 이력이 없어 노출되지 않았습니다.</p>',
    painPointEn: '<p>One best-seller list for everyone drew few clicks, and new arrivals never showed up because nobody had bought them yet.</p>',
    valuePointKr: '<p>상품 이미지 특징을 함께 쓰기 때문에 출시 당일의 신상품도 비슷한 취향의 고객에게 추천됩니다.</p>',
    valuePointEn: '<p>Because image features are used too, new arrivals are recommended to customers with similar taste on the day they launch.</p>',
    expectedEffKr: '<ul><li>구매 전환율 22% 향상</li><li>신상품 첫 주 매출 31% 증가</li><li>평균 주문 금액 8% 증가</li></ul>',
    expectedEffEn: '<ul><li>22% higher conversion</li><li>31% more first-week sales of new arrivals</li><li>8% larger average order</li></ul>',
    algorithmSolKr:
      '<p>구매·클릭 이력으로 <strong>교대 최소제곱법(ALS)</strong> 기반 협업 필터링을 학습하고, <strong>CNN</strong>으로 추출한 상품 이미지 임베딩으로 콜드 스타트를 보완했습니다.</p>',
    algorithmSolEn:
      '<p>Collaborative filtering with <strong>alternating least squares</strong> learns from purchases and clicks, and product image embeddings from a <strong>CNN</strong> handle the cold start.</p>',
    howToUseType: 'SOURCE_CODE',
    howToUseContentKr: `# 암묵적 피드백으로 ALS 추천 모델 학습
import pandas as pd
import scipy.sparse as sp
from implicit.als import AlternatingLeastSquares

events = pd.read_csv("events.csv")   # user_idx, item_idx, weight (클릭 1, 장바구니 3, 구매 5)
matrix = sp.csr_matrix((events["weight"], (events["user_idx"], events["item_idx"])))
model = AlternatingLeastSquares(factors=64, regularization=0.05, iterations=20)
model.fit(matrix)
ids, scores = model.recommend(42, matrix[42], N=10)
print(list(zip(ids, scores)))
`,
    howToUseContentEn: `# Train an ALS recommender on implicit feedback
import pandas as pd
import scipy.sparse as sp
from implicit.als import AlternatingLeastSquares

events = pd.read_csv("events.csv")   # user_idx, item_idx, weight (click 1, cart 3, purchase 5)
matrix = sp.csr_matrix((events["weight"], (events["user_idx"], events["item_idx"])))
model = AlternatingLeastSquares(factors=64, regularization=0.05, iterations=20)
model.fit(matrix)
ids, scores = model.recommend(42, matrix[42], N=10)
print(list(zip(ids, scores)))
`,
    industries: ['RET', 'CONS'],
    algorithms: ['ALS', 'CF', 'CNN'],
    related: ['retail-demand'],
    attachments: [
      {
        name: 'ab_test_summary',
        extension: 'csv',
        content:
          'market,variant,sessions,orders,conversion\nKR,control,182340,4012,2.20%\nKR,personalised,181975,4895,2.69%\nDE,control,96410,2217,2.30%\nDE,personalised,96780,2710,2.80%\n',
      },
    ],
    daysAgo: 152,
    view: 1377,
  },
  {
    key: 'city-energy',
    titleKr: '해온시, 공공건물 에너지 사용 분석으로 냉난방비 14% 절감',
    titleEn: 'Haeon City saves 14% on heating and cooling in public buildings',
    overviewKr:
      '<p>해온시는 청사·도서관·체육관 등 공공건물 87곳의 전력·가스 사용량을 한곳에 모아 건물별 적정 사용량을 예측하고, 기준을 넘는 건물에 운영 개선을 권고합니다.</p>',
    overviewEn:
      '<p>Haeon City gathered the electricity and gas use of 87 public buildings (offices, libraries, sports centres) in one place, predicts a fair consumption for each and advises buildings that exceed it.</p>',
    painPointKr: '<p>건물마다 관리 주체가 달라 사용량 비교가 어려웠고, 야간·휴일 냉난방 가동 같은 낭비를 찾기 힘들었습니다.</p>',
    painPointEn:
      '<p>Each building had its own manager, so nobody could compare consumption, and waste such as heating at night or on holidays went unnoticed.</p>',
    valuePointKr: '<p>시설 담당자는 매주 건물별 초과 사용 시간대와 추정 원인을 받아 보고, 시민에게는 절감 실적을 공개합니다.</p>',
    valuePointEn:
      '<p>Facility staff receive a weekly list of the hours each building overspent with a likely cause, and the city publishes its savings to residents.</p>',
    expectedEffKr: '<ul><li>냉난방비 연 14% 절감 (약 6억 3천만 원)</li><li>온실가스 배출 연 1,150톤 감축</li></ul>',
    expectedEffEn: '<ul><li>14% lower heating and cooling costs (about KRW 630 million a year)</li><li>1,150 tonnes less greenhouse gas a year</li></ul>',
    algorithmSolKr:
      '<p>기온·재실 인원·운영 시간을 설명 변수로 한 <strong>선형 회귀</strong>로 건물별 기준 사용량을 세우고, 잔차가 큰 시간대를 <strong>계층적 군집</strong>으로 묶어 낭비 유형을 분류합니다.</p>',
    algorithmSolEn:
      "<p>A <strong>linear regression</strong> on temperature, occupancy and opening hours sets each building's baseline; hours with large residuals are grouped with <strong>hierarchical clustering</strong> into types of waste.</p>",
    howToUseType: 'URL',
    howToUseContentKr: `${DOCS}/ko/4.x/use-cases/building-energy-baseline`,
    howToUseContentEn: `${DOCS}/en/4.0/use-cases/building-energy-baseline`,
    industries: ['SER', 'CON'],
    algorithms: ['LR', 'HC'],
    related: ['wind-farm-output'],
    attachments: [
      {
        name: '건물별_에너지_절감_현황',
        extension: 'csv',
        content:
          'building,type,baseline_mwh,actual_mwh,saving_pct\n시청 본관,청사,2140,1832,14.4\n중앙도서관,도서관,880,771,12.4\n종합운동장 체육관,체육시설,1310,1098,16.2\n',
      },
    ],
    daysAgo: 178,
    view: 455,
  },
  {
    key: 'battery-quality',
    titleKr: 'Voltis Korea, 배터리 셀 외관 검사 자동화로 검사 인력 60% 재배치',
    titleEn: 'Voltis Korea automates battery-cell inspection and redeploys 60% of inspectors',
    overviewKr:
      '<p>글로벌 배터리 기업 Voltis의 한국 공장은 전극과 셀 외관 이미지를 딥러닝으로 검사합니다. 하루 35만 장의 이미지를 라인 속도 그대로 판정합니다.</p>',
    overviewEn:
      '<p>The Korean plant of Voltis, a global battery maker, inspects electrode and cell images with deep learning, judging 350,000 images a day at line speed.</p>',
    painPointKr: '<p>육안 검사는 작업자 피로에 따라 판정이 흔들렸고, 미세 스크래치와 이물 불량이 고객사 검사에서 발견되는 일이 있었습니다.</p>',
    painPointEn: '<p>Visual inspection drifted as inspectors tired, and fine scratches or foreign particles were sometimes found by customers instead.</p>',
    valuePointKr: '<p>불량 유형별 이미지가 자동으로 축적되어 공정 엔지니어가 원인 공정을 빠르게 역추적합니다.</p>',
    valuePointEn: '<p>Images of each defect type accumulate automatically, so process engineers trace defects back to their step quickly.</p>',
    expectedEffKr: '<ul><li>불량 검출률 99.2% (육안 94%)</li><li>검사 인력 60%를 공정 개선 업무로 재배치</li><li>고객사 불량 클레임 72% 감소</li></ul>',
    expectedEffEn:
      '<ul><li>99.2% defect detection (94% by eye)</li><li>60% of inspectors moved to process improvement</li><li>72% fewer customer quality claims</li></ul>',
    algorithmSolKr:
      '<p><strong>CNN</strong> 분류 모델이 불량 유형을 판정하고, 정상 이미지만으로 학습한 <strong>오토인코더</strong>가 처음 보는 불량을 잡아냅니다. 불량 이미지가 적은 유형은 <strong>GAN</strong>으로 학습 데이터를 보강했습니다.</p>',
    algorithmSolEn:
      '<p>A <strong>CNN</strong> classifies defect types, an <strong>autoencoder</strong> trained on good images catches defects never seen before, and a <strong>GAN</strong> adds training images for rare defect types.</p>',
    howToUseType: 'URL',
    howToUseContentKr: `${DOCS}/ko/4.x/use-cases/visual-inspection`,
    howToUseContentEn: `${DOCS}/en/4.0/use-cases/visual-inspection`,
    industries: ['MAN'],
    algorithms: ['CNN', 'AE', 'GAN'],
    related: ['steel-line-maintenance'],
    attachments: [
      {
        name: 'defect_classes',
        extension: 'csv',
        content:
          'class,description,train_images,recall\nSCRATCH,Scratch on electrode surface,12400,0.991\nPARTICLE,Foreign particle,8300,0.987\nDENT,Dent on cell can,5100,0.995\nWRINKLE,Separator wrinkle,2900,0.982\n',
      },
      {
        name: '검사_기준',
        extension: 'txt',
        content:
          '셀 외관 검사 기준\n\n- 스크래치: 길이 0.5mm 이상 불량\n- 이물: 지름 0.2mm 이상 불량\n- 찍힘: 깊이 0.1mm 이상 불량\n- 판정 임계값은 분기마다 품질팀이 검토합니다.\n',
      },
    ],
    daysAgo: 205,
    view: 1102,
  },
];
