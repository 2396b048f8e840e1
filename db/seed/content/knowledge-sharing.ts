// Demo content of knowledge sharing: models and data sets the demo members shared, in the language each
// writes in (Korean analysts in Korean, the English-speaking members in English), classified with the
// model catalogue's codes, some with files (notebooks, scripts, sample data) and links to public sources
// (Korean open data portals and the like). Seeded after the demo accounts, whose ids the entries keep.
import { count, eq } from 'drizzle-orm';
import type { BlobStore } from '#core/blob-store.ts';
import { schema, type Db } from '../../client.ts';
import type { KnowledgeLink } from '../../schema/knowledge-sharing.ts';
import { seedAttachment } from '../attachments.ts';
import type { Clock } from '../generators.ts';

type SeedFile = { name: string; extension: string; content: string };

type ModelSeed = {
  writer: string;
  daysAgo: number;
  views: number;
  modelName: string;
  description: string;
  howToExecute: string;
  industries: string[];
  algorithms: string[];
  links: KnowledgeLink[];
  files: SeedFile[];
  embedCode?: string;
};

type DataSetSeed = {
  writer: string;
  daysAgo: number;
  views: number;
  dataSetName: string;
  description: string;
  applicationField: string;
  source: string;
  numberOfRows: number | null;
  industries: string[];
  links: KnowledgeLink[];
  files: SeedFile[];
};

const JUNG = 'member@hanbit-manufacturing.co.kr';
const KANG = 'yuna.kang@seoul-logistics.co.kr';
const DANIEL = 'daniel.lee@brightpath-energy.com';
const SEO = 'minho.seo@daehan-fintech.co.kr';
const SARAH = 'sarah.kim@harbor-insights.com';
const EMILY = 'emily.carter@northwind-retail.com';

const notebook = (title: string, code: string): string =>
  JSON.stringify({
    cells: [
      { cell_type: 'markdown', metadata: {}, source: [`# ${title}\n`] },
      { cell_type: 'code', metadata: {}, execution_count: null, outputs: [], source: code.split('\n').map((line) => `${line}\n`) },
    ],
    metadata: { kernelspec: { name: 'python3', display_name: 'Python 3' } },
    nbformat: 4,
    nbformat_minor: 5,
  });

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export const knowledgeModels: readonly ModelSeed[] = [
  {
    writer: SEO,
    daysAgo: 1,
    views: 184,
    modelName: '카드 고객 이탈 예측 (LightGBM)',
    description:
      p(
        '최근 6개월 카드 이용 실적과 상담 이력으로 다음 분기 해지 가능성이 높은 고객을 찾는 모델입니다.',
        '월별 이용액 변화율, 연체 횟수, 상담 건수가 가장 중요한 변수였습니다.',
      ) + ul('검증 AUC 0.87 (시간 순 분할)', '불균형 보정: class_weight', '상위 10% 고객 재현율 62%'),
    howToExecute:
      'pip install lightgbm pandas scikit-learn\npython train_churn.py --input card_usage.csv --months 6\npython score_churn.py --model churn.txt --input latest.csv',
    industries: ['FIN'],
    algorithms: ['LGBM'],
    links: [{ title: 'LightGBM 문서', url: 'https://lightgbm.readthedocs.io/' }],
    files: [
      {
        name: 'train_churn',
        extension: 'py',
        content:
          'import lightgbm as lgb\nimport pandas as pd\n\ndf = pd.read_csv("card_usage.csv")\nfeatures = [c for c in df.columns if c not in ("customer_id", "churned")]\nmodel = lgb.LGBMClassifier(n_estimators=400, learning_rate=0.05, class_weight="balanced")\nmodel.fit(df[features], df["churned"])\nmodel.booster_.save_model("churn.txt")\n',
      },
    ],
  },
  {
    writer: EMILY,
    daysAgo: 2,
    views: 131,
    modelName: 'Weekly store demand forecast with Prophet',
    description: p(
      'Forecasts weekly unit sales per store and category for the next 12 weeks, with Korean and US holidays as regressors.',
      'Built for replenishment planning in a 140-store retail chain; MAPE 8.4% on the last two quarters.',
    ),
    howToExecute: 'pip install prophet pandas\npython forecast.py --sales weekly_sales.csv --horizon 12 --out forecast.csv',
    industries: ['RET', 'DIS'],
    algorithms: ['PRO'],
    links: [{ title: 'Prophet quick start', url: 'https://facebook.github.io/prophet/docs/quick_start.html' }],
    files: [
      {
        name: 'store_demand_forecast',
        extension: 'ipynb',
        content: notebook(
          'Store demand forecast',
          'from prophet import Prophet\nimport pandas as pd\n\nsales = pd.read_csv("weekly_sales.csv", parse_dates=["ds"])\nm = Prophet(weekly_seasonality=False)\nm.add_country_holidays("KR")\nm.fit(sales)\nforecast = m.predict(m.make_future_dataframe(periods=12, freq="W"))',
        ),
      },
    ],
  },
  {
    writer: JUNG,
    daysAgo: 3,
    views: 96,
    modelName: '사출 성형 불량 분류 (랜덤 포레스트)',
    description: p(
      '사출기 공정 변수(금형 온도, 사출 압력, 냉각 시간)로 제품 불량 여부를 분류합니다.',
      '현장 적용 후 불량 검출 누락이 월 40건에서 12건으로 줄었습니다.',
    ),
    howToExecute: 'python -m venv .venv && . .venv/bin/activate\npip install -r requirements.txt\npython predict_defect.py --input process_log.csv',
    industries: ['MAN'],
    algorithms: ['RF'],
    links: [],
    files: [
      {
        name: 'defect_model',
        extension: 'py',
        content:
          'from sklearn.ensemble import RandomForestClassifier\nimport pandas as pd\n\nlog = pd.read_csv("process_log.csv")\nX = log[["mold_temp", "injection_pressure", "cooling_time", "cycle_time"]]\nclf = RandomForestClassifier(n_estimators=300, max_depth=12, random_state=7).fit(X, log["defect"])\n',
      },
      {
        name: 'sample_process_log',
        extension: 'csv',
        content: 'mold_temp,injection_pressure,cooling_time,cycle_time,defect\n62.1,118,14.2,38.5,0\n71.4,131,11.0,35.2,1\n',
      },
    ],
  },
  {
    writer: DANIEL,
    daysAgo: 4,
    views: 77,
    modelName: 'Solar generation nowcast from weather data (XGBoost)',
    description: p(
      'Predicts hourly PV output for the next six hours from irradiance, cloud cover and temperature forecasts.',
      'Trained on two years of data from 38 rooftop sites; RMSE 6.1% of capacity.',
    ),
    howToExecute: 'pip install xgboost pandas\npython nowcast.py --weather kma_forecast.csv --sites sites.json',
    industries: ['INF'],
    algorithms: ['XGB'],
    links: [{ title: 'KMA open API', url: 'https://www.data.go.kr/data/15084084/openapi.do' }],
    files: [{ name: 'sites', extension: 'json', content: '{"sites":[{"id":"BP-014","capacity_kw":98.5,"lat":35.16,"lon":129.06}]}\n' }],
  },
  {
    writer: KANG,
    daysAgo: 5,
    views: 143,
    modelName: '택배 배송 지연 예측 (CatBoost)',
    description: p(
      '출고 시각, 권역, 기상, 물량으로 당일 배송 지연 여부를 예측해 배차를 미리 조정합니다.',
      '범주형 변수(권역, 허브)가 많아 CatBoost가 가장 안정적이었습니다.',
    ),
    howToExecute: 'pip install catboost pandas\npython delay_model.py train --data shipments_2025.csv\npython delay_model.py predict --data today.csv',
    industries: ['DIS', 'TRA'],
    algorithms: ['CAT'],
    links: [{ title: 'CatBoost 튜토리얼', url: 'https://catboost.ai/docs/en/concepts/tutorials' }],
    files: [],
  },
  {
    writer: SARAH,
    daysAgo: 6,
    views: 58,
    modelName: 'Customer review sentiment for Korean and English (KoBERT / BERT)',
    description: p(
      'Classifies product reviews as positive, neutral or negative in either language, with a shared label set.',
      'Fine-tuned on 120k labelled reviews; macro F1 0.89 (ko) and 0.91 (en).',
    ),
    howToExecute: 'pip install transformers torch\npython classify.py --model ./sentiment --text "배송이 빨라서 좋았어요"',
    industries: ['RET', 'MAK'],
    algorithms: ['BERT'],
    links: [{ title: 'Hugging Face Transformers', url: 'https://huggingface.co/docs/transformers/index' }],
    files: [{ name: 'label_map', extension: 'json', content: '{"0":"negative","1":"neutral","2":"positive"}\n' }],
  },
  {
    writer: SEO,
    daysAgo: 8,
    views: 211,
    modelName: '이상 거래 탐지 (Isolation Forest + 규칙)',
    description: p(
      '카드 승인 로그에서 비정상 패턴을 비지도 방식으로 찾고, 업무 규칙으로 오탐을 줄입니다.',
      '라벨이 부족한 초기 단계에서 쓰기 좋습니다. 점수 상위 0.5%를 검토 대상으로 보냅니다.',
    ),
    howToExecute: 'python detect.py --log approvals.csv --contamination 0.005 --rules rules.yaml',
    industries: ['FIN', 'SEC'],
    algorithms: ['ISO'],
    links: [],
    files: [{ name: 'rules', extension: 'yaml', content: 'rules:\n  - name: overseas_night\n    when: country != "KR" and hour < 6\n    weight: 0.3\n' }],
  },
  {
    writer: EMILY,
    daysAgo: 9,
    views: 64,
    modelName: 'Market basket rules for cross-selling (FP-Growth)',
    description: p('Finds product pairs bought together to place promotions; runs on a month of receipts in a few minutes.'),
    howToExecute: 'pip install mlxtend pandas\npython basket.py --receipts receipts_2025_10.csv --min-support 0.002',
    industries: ['RET'],
    algorithms: ['FPG'],
    links: [{ title: 'mlxtend fpgrowth', url: 'https://rasbt.github.io/mlxtend/user_guide/frequent_patterns/fpgrowth/' }],
    files: [],
  },
  {
    writer: JUNG,
    daysAgo: 11,
    views: 88,
    modelName: '설비 진동 이상 감지 오토인코더',
    description: p(
      '정상 운전 구간의 진동 스펙트럼만으로 학습하고, 재구성 오차가 커지면 경보를 냅니다.',
      '베어링 교체 3~5일 전에 경보가 올라오는 사례가 많았습니다.',
    ),
    howToExecute: 'pip install torch numpy\npython train_ae.py --normal vibration_normal.npy\npython monitor.py --threshold 0.042',
    industries: ['MAN'],
    algorithms: ['AE'],
    links: [],
    files: [
      {
        name: 'autoencoder',
        extension: 'py',
        content:
          'import torch\nfrom torch import nn\n\nclass AE(nn.Module):\n    def __init__(self, n=256):\n        super().__init__()\n        self.enc = nn.Sequential(nn.Linear(n, 64), nn.ReLU(), nn.Linear(64, 16))\n        self.dec = nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, n))\n    def forward(self, x):\n        return self.dec(self.enc(x))\n',
      },
    ],
  },
  {
    writer: DANIEL,
    daysAgo: 12,
    views: 45,
    modelName: 'Building energy load forecast (LSTM)',
    description: p('Day-ahead hourly electricity load for office buildings from past load, weather and the working-day calendar.'),
    howToExecute: 'pip install tensorflow pandas\npython load_lstm.py --history load_hourly.csv --horizon 24',
    industries: ['CON', 'INF'],
    algorithms: ['LSTM'],
    links: [],
    files: [],
  },
  {
    writer: KANG,
    daysAgo: 14,
    views: 102,
    modelName: '물류센터 입고량 예측 (SARIMA)',
    description: p('요일·명절 효과가 뚜렷한 센터 입고량을 SARIMA로 예측합니다. 인력 배치 계획에 씁니다.'),
    howToExecute: 'pip install statsmodels pandas\npython inbound_sarima.py --data inbound_daily.csv --order 1,1,1 --seasonal 1,1,1,7',
    industries: ['DIS'],
    algorithms: ['SAR'],
    links: [{ title: 'statsmodels SARIMAX', url: 'https://www.statsmodels.org/stable/generated/statsmodels.tsa.statespace.sarimax.SARIMAX.html' }],
    files: [],
  },
  {
    writer: SARAH,
    daysAgo: 15,
    views: 39,
    modelName: 'Customer segmentation with K-Means and RFM',
    description: p('Groups customers by recency, frequency and monetary value into six segments with readable names for marketers.'),
    howToExecute: 'python segment.py --orders orders.csv --k 6 --out segments.csv',
    industries: ['MAK', 'RET'],
    algorithms: ['KM'],
    links: [],
    files: [
      {
        name: 'segment',
        extension: 'ipynb',
        content: notebook(
          'RFM segmentation',
          'from sklearn.cluster import KMeans\nimport pandas as pd\nrfm = pd.read_csv("rfm.csv")\nKMeans(n_clusters=6, n_init=10, random_state=0).fit(rfm)',
        ),
      },
    ],
  },
  {
    writer: SEO,
    daysAgo: 17,
    views: 72,
    modelName: '대출 조기 상환 예측 (로지스틱 회귀)',
    description: p('해석이 필요한 심사 부서용 모델입니다. 계수와 오즈비를 그대로 설명 자료로 씁니다.'),
    howToExecute: 'python prepay_logit.py --data loans.csv --report report.md',
    industries: ['FIN'],
    algorithms: ['LOG'],
    links: [],
    files: [],
  },
  {
    writer: EMILY,
    daysAgo: 19,
    views: 51,
    modelName: 'Product recommendations with implicit ALS',
    description: p('Collaborative filtering on clicks and purchases; serves top-20 items per customer for the app home screen.'),
    howToExecute: 'pip install implicit scipy\npython als_train.py --events events.parquet --factors 64',
    industries: ['RET'],
    algorithms: ['ALS'],
    links: [{ title: 'implicit library', url: 'https://benfred.github.io/implicit/' }],
    files: [],
  },
  {
    writer: JUNG,
    daysAgo: 21,
    views: 66,
    modelName: '외관 검사 이미지 분류 (CNN)',
    description: p('라인 카메라로 찍은 부품 표면 이미지에서 스크래치·찍힘을 분류합니다. 전이학습(ResNet18)을 썼습니다.'),
    howToExecute: 'pip install torch torchvision\npython train_cnn.py --images ./surface --epochs 20',
    industries: ['MAN'],
    algorithms: ['CNN'],
    links: [{ title: 'PyTorch 전이학습 튜토리얼', url: 'https://tutorials.pytorch.kr/beginner/transfer_learning_tutorial.html' }],
    files: [],
  },
  {
    writer: DANIEL,
    daysAgo: 23,
    views: 33,
    modelName: 'EV charger utilisation clustering (DBSCAN)',
    description: p('Clusters charging sessions by start time, duration and energy to find sites that need more fast chargers.'),
    howToExecute: 'python sessions_dbscan.py --sessions charging_sessions.csv --eps 0.4',
    industries: ['TRA'],
    algorithms: ['DBS'],
    links: [],
    files: [],
  },
  {
    writer: KANG,
    daysAgo: 26,
    views: 47,
    modelName: '배송 경로 소요 시간 회귀 모델',
    description: p('정차 수, 거리, 시간대, 권역으로 경로별 소요 시간을 예측합니다. 배차 시스템의 ETA 보정에 씁니다.'),
    howToExecute: 'python eta_regression.py --routes routes.csv',
    industries: ['TRA', 'DIS'],
    algorithms: ['REG', 'GBM'],
    links: [],
    files: [],
  },
  {
    writer: SARAH,
    daysAgo: 28,
    views: 29,
    modelName: 'Topic modelling of support tickets (LDA)',
    description: p('Finds the recurring themes in 40k support tickets a quarter so the FAQ covers what customers ask most.'),
    howToExecute: 'pip install gensim\npython topics.py --tickets tickets.csv --topics 12',
    industries: ['SER'],
    algorithms: ['LDA'],
    links: [],
    files: [],
  },
  {
    writer: SEO,
    daysAgo: 31,
    views: 58,
    modelName: '보험 청구 사기 탐지 그래프 모델 (GNN)',
    description: p('청구인·병원·정비소의 관계 그래프에서 공모 가능성이 높은 연결을 찾습니다. 규칙 기반 대비 적발률이 1.6배였습니다.'),
    howToExecute: 'pip install torch-geometric\npython gnn_fraud.py --graph claims_graph.pt',
    industries: ['FIN', 'SEC'],
    algorithms: ['GNN'],
    links: [],
    files: [],
  },
  {
    writer: EMILY,
    daysAgo: 34,
    views: 41,
    modelName: 'Staff scheduling demand model (Random Forest)',
    description: p('Predicts hourly footfall per store to plan shifts; uses weather, local events and promotions.'),
    howToExecute: 'python footfall.py --history footfall.csv --events events.csv',
    industries: ['RET', 'HR'],
    algorithms: ['RF'],
    links: [],
    files: [],
  },
];

export const knowledgeDataSets: readonly DataSetSeed[] = [
  {
    writer: KANG,
    daysAgo: 1,
    views: 156,
    dataSetName: '서울시 공공자전거 대여소별 이용 정보 (2025)',
    description: p('따릉이 대여소별 시간대 대여·반납 건수입니다. 결측 대여소를 정리하고 행정동 코드를 붙였습니다.'),
    applicationField: '수요 예측',
    source: '서울 열린데이터광장',
    numberOfRows: 1_284_330,
    industries: ['TRA'],
    links: [{ title: '서울 열린데이터광장 - 따릉이 대여이력', url: 'https://data.seoul.go.kr/dataList/OA-15182/F/1/datasetView.do' }],
    files: [
      { name: 'bike_sample', extension: 'csv', content: 'station_id,hour,rentals,returns,adm_dong\nST-101,08,34,12,1144066000\nST-101,18,9,41,1144066000\n' },
    ],
  },
  {
    writer: SEO,
    daysAgo: 2,
    views: 98,
    dataSetName: '시군구별 카드 소비 업종 통계',
    description: p('업종별 월간 카드 승인액과 건수를 시군구 단위로 집계했습니다. 개인 식별 정보는 없습니다.'),
    applicationField: '상권 분석',
    source: '공공데이터포털',
    numberOfRows: 412_000,
    industries: ['FIN', 'RET'],
    links: [{ title: '공공데이터포털', url: 'https://www.data.go.kr/' }],
    files: [],
  },
  {
    writer: EMILY,
    daysAgo: 3,
    views: 74,
    dataSetName: 'Online retail transactions (UK, 2010–2011)',
    description: p('Invoice lines of a UK online retailer, a classic for basket analysis and RFM; cleaned of cancellations.'),
    applicationField: 'Basket analysis',
    source: 'UCI Machine Learning Repository',
    numberOfRows: 541_909,
    industries: ['RET'],
    links: [{ title: 'UCI Online Retail', url: 'https://archive.ics.uci.edu/dataset/352/online+retail' }],
    files: [],
  },
  {
    writer: JUNG,
    daysAgo: 4,
    views: 61,
    dataSetName: '사출 공정 센서 로그 (익명화)',
    description: p('사출기 6대의 공정 변수와 불량 판정 결과입니다. 설비 번호와 제품 코드는 익명화했습니다.'),
    applicationField: '품질 예측',
    source: '자체 수집 (한빛제조)',
    numberOfRows: 86_400,
    industries: ['MAN'],
    links: [],
    files: [
      {
        name: 'injection_log_sample',
        extension: 'csv',
        content: 'machine,mold_temp,injection_pressure,cooling_time,defect\nM1,62.1,118,14.2,0\nM2,71.4,131,11.0,1\n',
      },
    ],
  },
  {
    writer: DANIEL,
    daysAgo: 5,
    views: 52,
    dataSetName: 'Hourly weather observations, Busan (ASOS)',
    description: p('Temperature, humidity, wind, cloud cover and solar radiation every hour since 2018, gaps interpolated and flagged.'),
    applicationField: 'Energy forecasting',
    source: 'Korea Meteorological Administration',
    numberOfRows: 70_128,
    industries: ['INF'],
    links: [{ title: 'KMA data portal', url: 'https://data.kma.go.kr/' }],
    files: [],
  },
  {
    writer: KANG,
    daysAgo: 6,
    views: 88,
    dataSetName: '전국 택배 물동량 (시도별, 일별)',
    description: p('시도 간 일별 택배 물동량입니다. 명절 전후 급증 구간을 표시한 열을 추가했습니다.'),
    applicationField: '물동량 예측',
    source: '국토교통부 통계누리',
    numberOfRows: 153_000,
    industries: ['DIS', 'TRA'],
    links: [{ title: '국토교통 통계누리', url: 'https://stat.molit.go.kr/' }],
    files: [],
  },
  {
    writer: SARAH,
    daysAgo: 8,
    views: 45,
    dataSetName: 'Korean product reviews with sentiment labels',
    description: p('Shopping-mall reviews labelled positive, neutral or negative by three annotators; agreement kappa 0.78.'),
    applicationField: 'Sentiment analysis',
    source: 'AI Hub',
    numberOfRows: 200_000,
    industries: ['RET', 'MAK'],
    links: [{ title: 'AI Hub', url: 'https://www.aihub.or.kr/' }],
    files: [],
  },
  {
    writer: SEO,
    daysAgo: 9,
    views: 67,
    dataSetName: '기업 재무제표 주요 계정 (상장사, 10년)',
    description: p('상장사의 연간 매출, 영업이익, 부채비율 등 주요 계정을 정리했습니다. 부도 예측 연습에 좋습니다.'),
    applicationField: '신용 평가',
    source: 'DART 전자공시',
    numberOfRows: 24_600,
    industries: ['FIN'],
    links: [{ title: 'DART 오픈API', url: 'https://opendart.fss.or.kr/' }],
    files: [],
  },
  {
    writer: EMILY,
    daysAgo: 11,
    views: 38,
    dataSetName: 'Store footfall counts by hour',
    description: p('Door-counter footfall for 40 stores, with local weather and promotion flags joined.'),
    applicationField: 'Staff scheduling',
    source: 'Northwind Retail (anonymised)',
    numberOfRows: 350_400,
    industries: ['RET'],
    links: [],
    files: [
      { name: 'footfall_sample', extension: 'csv', content: 'store,hour,visitors,rain_mm,promo\nS014,2025-10-03T11,212,0.0,1\nS014,2025-10-03T12,265,0.0,1\n' },
    ],
  },
  {
    writer: JUNG,
    daysAgo: 13,
    views: 49,
    dataSetName: '베어링 진동 신호 (정상/결함)',
    description: p('회전 설비 베어링의 진동 가속도 신호입니다. 정상, 내륜 결함, 외륜 결함 세 종류를 담았습니다.'),
    applicationField: '예지 정비',
    source: 'Case Western Reserve University Bearing Data',
    numberOfRows: null,
    industries: ['MAN'],
    links: [{ title: 'CWRU Bearing Data Center', url: 'https://engineering.case.edu/bearingdatacenter' }],
    files: [],
  },
  {
    writer: DANIEL,
    daysAgo: 15,
    views: 31,
    dataSetName: 'EV charging sessions, public chargers',
    description: p('Start, end, energy delivered and charger type for public chargers in two cities, personal data removed.'),
    applicationField: 'Infrastructure planning',
    source: 'Korea Environment Corporation open data',
    numberOfRows: 918_220,
    industries: ['TRA'],
    links: [{ title: 'EV charger open data', url: 'https://www.data.go.kr/data/15076352/openapi.do' }],
    files: [],
  },
  {
    writer: KANG,
    daysAgo: 17,
    views: 43,
    dataSetName: '지하철 역별 시간대 승하차 인원',
    description: p('수도권 지하철 역별·시간대별 승하차 인원입니다. 역 좌표를 붙여 지도 분석에 바로 쓸 수 있습니다.'),
    applicationField: '유동 인구 분석',
    source: '서울 열린데이터광장',
    numberOfRows: 2_310_000,
    industries: ['TRA'],
    links: [{ title: '서울 열린데이터광장 - 지하철 승하차', url: 'https://data.seoul.go.kr/dataList/OA-12252/S/1/datasetView.do' }],
    files: [],
  },
  {
    writer: SARAH,
    daysAgo: 19,
    views: 27,
    dataSetName: 'Customer support tickets (anonymised)',
    description: p('Subject, body, product and resolution time of 40k tickets; names, e-mails and phone numbers masked.'),
    applicationField: 'Text classification',
    source: 'Harbor Insights client project',
    numberOfRows: 40_112,
    industries: ['SER'],
    links: [],
    files: [],
  },
  {
    writer: SEO,
    daysAgo: 21,
    views: 54,
    dataSetName: '보험 청구 샘플 (합성 데이터)',
    description: p('실제 분포를 본떠 만든 합성 청구 데이터입니다. 사기 라벨 비율은 1.2%입니다.'),
    applicationField: '사기 탐지',
    source: '합성 데이터 (대한핀테크)',
    numberOfRows: 120_000,
    industries: ['FIN'],
    links: [],
    files: [
      {
        name: 'claims_dictionary',
        extension: 'md',
        content: '# 청구 데이터 사전\n\n- claim_id: 청구 번호\n- amount: 청구 금액(원)\n- is_fraud: 사기 여부(0/1)\n',
      },
    ],
  },
  {
    writer: EMILY,
    daysAgo: 23,
    views: 22,
    dataSetName: 'Retail price index by category (monthly)',
    description: p('Monthly consumer price index per product category, useful as a regressor for demand models.'),
    applicationField: 'Demand forecasting',
    source: 'KOSIS',
    numberOfRows: 9_840,
    industries: ['RET', 'CONS'],
    links: [{ title: 'KOSIS', url: 'https://kosis.kr/' }],
    files: [],
  },
  {
    writer: JUNG,
    daysAgo: 25,
    views: 36,
    dataSetName: '공장 전력 사용량 (15분 간격)',
    description: p('생산동 3곳의 15분 단위 전력 사용량입니다. 설비 가동 일정과 함께 보면 피크 관리에 유용합니다.'),
    applicationField: '에너지 관리',
    source: '자체 수집 (한빛제조)',
    numberOfRows: 105_120,
    industries: ['MAN'],
    links: [],
    files: [],
  },
  {
    writer: DANIEL,
    daysAgo: 27,
    views: 19,
    dataSetName: 'Solar PV output of rooftop sites',
    description: p('Hourly generation of 38 rooftop PV sites with capacity and orientation metadata.'),
    applicationField: 'Energy forecasting',
    source: 'BrightPath Energy (anonymised)',
    numberOfRows: 665_760,
    industries: ['INF'],
    links: [],
    files: [],
  },
  {
    writer: KANG,
    daysAgo: 29,
    views: 24,
    dataSetName: '관광지 방문객 수 (월별, 지자체)',
    description: p('주요 관광지의 월별 내국인·외국인 방문객 수입니다. 축제 기간을 표시했습니다.'),
    applicationField: '관광 수요 분석',
    source: '한국관광 데이터랩',
    numberOfRows: 31_200,
    industries: ['TOU'],
    links: [{ title: '한국관광 데이터랩', url: 'https://datalab.visitkorea.or.kr/' }],
    files: [],
  },
  {
    writer: SARAH,
    daysAgo: 31,
    views: 18,
    dataSetName: 'Employee attrition survey (synthetic)',
    description: p('Synthetic HR survey answers with tenure, role and attrition, for practising explainable models.'),
    applicationField: 'HR analytics',
    source: 'Synthetic',
    numberOfRows: 14_999,
    industries: ['HR'],
    links: [],
    files: [],
  },
  {
    writer: SEO,
    daysAgo: 33,
    views: 40,
    dataSetName: '기준금리와 시장금리 일별 시계열',
    description: p('기준금리, 국고채 3년·10년, CD 91일 금리의 일별 시계열입니다.'),
    applicationField: '금리 예측',
    source: '한국은행 경제통계시스템',
    numberOfRows: 6_200,
    industries: ['FIN'],
    links: [{ title: '한국은행 ECOS', url: 'https://ecos.bok.or.kr/' }],
    files: [],
  },
];

async function keysOf(db: Db, table: typeof schema.industry | typeof schema.algorithm, codes: readonly string[]): Promise<number[]> {
  const rows = await db.select({ key: table.key, code: table.code }).from(table);
  return codes.flatMap((code) => rows.filter((row) => row.code === code).map((row) => row.key));
}

async function storeFiles(db: Db, blobs: BlobStore, code: 'KNOWLEDGE_MODEL' | 'KNOWLEDGE_DATA_SET', ownerId: number, files: readonly SeedFile[], at: string) {
  for (const file of files) {
    await seedAttachment(db, blobs, { code, ownerId, file, createdDate: at, attachmentType: code === 'KNOWLEDGE_MODEL' ? 'MODEL' : 'DATA_SET' });
  }
}

/** The demo's shared models and data sets, when none exist yet. */
export async function seedKnowledgeSharing(db: Db, blobs: BlobStore, clock: Clock): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.knowledgeModel);
  if ((existing?.n ?? 0) > 0) return;
  const writers = new Map<string, { id: number | null; name: string }>();
  const writerOf = async (username: string) => {
    const known = writers.get(username);
    if (known) return known;
    const [row] = await db
      .select({ id: schema.userAccount.id, name: schema.userAccount.name })
      .from(schema.userAccount)
      .where(eq(schema.userAccount.username, username));
    const writer = { id: row?.id ?? null, name: row?.name ?? username };
    writers.set(username, writer);
    return writer;
  };
  const at = (daysAgo: number) => new Date(clock.now.getTime() - daysAgo * 86_400_000).toISOString();

  // oldest first, so ids follow the dates as they would have
  for (const model of [...knowledgeModels].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const writer = await writerOf(model.writer);
    const [row] = await db
      .insert(schema.knowledgeModel)
      .values({
        modelName: model.modelName,
        descriptionModel: model.description,
        howToExecuteModel: model.howToExecute,
        embedCode: model.embedCode ?? '',
        links: model.links,
        view: model.views,
        insDtm: at(model.daysAgo),
        insById: writer.id,
        insByUserName: writer.name,
      })
      .returning({ id: schema.knowledgeModel.id });
    if (!row) continue;
    const industryKeys = await keysOf(db, schema.industry, model.industries);
    const algorithmKeys = await keysOf(db, schema.algorithm, model.algorithms);
    if (industryKeys.length > 0) await db.insert(schema.knowledgeModelIndustry).values(industryKeys.map((industryKey) => ({ modelId: row.id, industryKey })));
    if (algorithmKeys.length > 0)
      await db.insert(schema.knowledgeModelAlgorithm).values(algorithmKeys.map((algorithmKey) => ({ modelId: row.id, algorithmKey })));
    await storeFiles(db, blobs, 'KNOWLEDGE_MODEL', row.id, model.files, at(model.daysAgo));
  }

  for (const dataSet of [...knowledgeDataSets].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const writer = await writerOf(dataSet.writer);
    const [row] = await db
      .insert(schema.knowledgeDataSet)
      .values({
        dataSetName: dataSet.dataSetName,
        descriptionDataSet: dataSet.description,
        applicationField: dataSet.applicationField,
        source: dataSet.source,
        numberOfRows: dataSet.numberOfRows,
        links: dataSet.links,
        view: dataSet.views,
        insDtm: at(dataSet.daysAgo),
        insById: writer.id,
        insByUserName: writer.name,
      })
      .returning({ id: schema.knowledgeDataSet.id });
    if (!row) continue;
    const industryKeys = await keysOf(db, schema.industry, dataSet.industries);
    if (industryKeys.length > 0)
      await db.insert(schema.knowledgeDataSetIndustry).values(industryKeys.map((industryKey) => ({ dataSetId: row.id, industryKey })));
    await storeFiles(db, blobs, 'KNOWLEDGE_DATA_SET', row.id, dataSet.files, at(dataSet.daysAgo));
  }
}
