import type { AlgorithmSeed } from './types.ts';

/**
 * Machine-learning and analytics algorithms offered by the platform.
 * `code` is the upper-case search key used by the pre-built model catalogue.
 */
export const algorithms: AlgorithmSeed[] = [
  // General-purpose analysis families
  { key: 1, code: 'REG', nameKr: '회귀 분석', nameEn: 'Regression' },
  { key: 2, code: 'CLA', nameKr: '분류 분석', nameEn: 'Classification' },
  { key: 3, code: 'CLU', nameKr: '군집 분석', nameEn: 'Clustering' },
  { key: 4, code: 'ANO', nameKr: '이상 탐지', nameEn: 'Anomaly Detection' },

  // Linear and classical models
  { key: 5, code: 'LR', nameKr: '선형 회귀', nameEn: 'Linear Regression' },
  { key: 6, code: 'LOG', nameKr: '로지스틱 회귀', nameEn: 'Logistic Regression' },
  { key: 7, code: 'SVM', nameKr: '서포트 벡터 머신', nameEn: 'Support Vector Machine' },
  { key: 8, code: 'KNN', nameKr: 'K-최근접 이웃', nameEn: 'K-Nearest Neighbours' },
  { key: 9, code: 'NB', nameKr: '나이브 베이즈', nameEn: 'Naive Bayes' },
  { key: 10, code: 'SURV', nameKr: '생존 분석(Cox 비례위험 모형)', nameEn: 'Survival Analysis (Cox Proportional Hazards)' },

  // Tree-based models and ensembles
  { key: 11, code: 'DT', nameKr: '의사결정나무', nameEn: 'Decision Tree' },
  { key: 12, code: 'RF', nameKr: '랜덤 포레스트', nameEn: 'Random Forest' },
  { key: 13, code: 'GBM', nameKr: '그래디언트 부스팅 머신', nameEn: 'Gradient Boosting Machine' },
  { key: 14, code: 'XGB', nameKr: 'XGBoost', nameEn: 'XGBoost' },
  { key: 15, code: 'LGBM', nameKr: 'LightGBM', nameEn: 'LightGBM' },
  { key: 16, code: 'CAT', nameKr: 'CatBoost', nameEn: 'CatBoost' },
  { key: 17, code: 'ENS', nameKr: '앙상블 스태킹', nameEn: 'Stacking Ensemble' },

  // Clustering and dimensionality reduction
  { key: 18, code: 'KM', nameKr: 'K-평균 군집', nameEn: 'K-Means Clustering' },
  { key: 19, code: 'DBS', nameKr: '밀도 기반 군집(DBSCAN)', nameEn: 'DBSCAN' },
  { key: 20, code: 'HC', nameKr: '계층적 군집', nameEn: 'Hierarchical Clustering' },
  { key: 21, code: 'GMM', nameKr: '가우시안 혼합 모델', nameEn: 'Gaussian Mixture Model' },
  { key: 22, code: 'PCA', nameKr: '주성분 분석', nameEn: 'Principal Component Analysis' },
  { key: 23, code: 'TSNE', nameKr: 't-SNE 차원 축소', nameEn: 't-SNE' },
  { key: 24, code: 'UMAP', nameKr: 'UMAP 차원 축소', nameEn: 'UMAP' },

  // Anomaly detection
  { key: 25, code: 'ISO', nameKr: '아이솔레이션 포레스트', nameEn: 'Isolation Forest' },
  { key: 26, code: 'OCSVM', nameKr: '단일 클래스 SVM', nameEn: 'One-Class SVM' },
  { key: 27, code: 'AE', nameKr: '오토인코더', nameEn: 'Autoencoder' },
  { key: 28, code: 'VAE', nameKr: '변분 오토인코더(VAE)', nameEn: 'Variational Autoencoder' },

  // Deep learning
  { key: 29, code: 'CNN', nameKr: '합성곱 신경망(CNN)', nameEn: 'Convolutional Neural Network' },
  { key: 30, code: 'RNN', nameKr: '순환 신경망(RNN)', nameEn: 'Recurrent Neural Network' },
  { key: 31, code: 'LSTM', nameKr: '장단기 메모리(LSTM)', nameEn: 'Long Short-Term Memory' },
  { key: 32, code: 'GRU', nameKr: '게이트 순환 유닛(GRU)', nameEn: 'Gated Recurrent Unit' },
  { key: 33, code: 'TCN', nameKr: '시간 합성곱 신경망(TCN)', nameEn: 'Temporal Convolutional Network' },
  { key: 34, code: 'TRF', nameKr: '트랜스포머', nameEn: 'Transformer' },
  { key: 35, code: 'BERT', nameKr: 'BERT 언어 모델', nameEn: 'BERT' },
  { key: 36, code: 'GAN', nameKr: '생성적 적대 신경망(GAN)', nameEn: 'Generative Adversarial Network' },
  { key: 37, code: 'GNN', nameKr: '그래프 신경망(GNN)', nameEn: 'Graph Neural Network' },

  // Time-series forecasting
  { key: 38, code: 'ARI', nameKr: 'ARIMA', nameEn: 'ARIMA' },
  { key: 39, code: 'SAR', nameKr: '계절성 ARIMA(SARIMA)', nameEn: 'Seasonal ARIMA (SARIMA)' },
  { key: 40, code: 'ETS', nameKr: '지수평활법', nameEn: 'Exponential Smoothing' },
  { key: 41, code: 'PRO', nameKr: 'Prophet 시계열 예측', nameEn: 'Prophet' },
  { key: 42, code: 'VAR', nameKr: '벡터 자기회귀(VAR)', nameEn: 'Vector Autoregression' },

  // Association rules and recommendation
  { key: 43, code: 'APR', nameKr: '연관 규칙(Apriori)', nameEn: 'Apriori Association Rules' },
  { key: 44, code: 'FPG', nameKr: 'FP-Growth', nameEn: 'FP-Growth' },
  { key: 45, code: 'ALS', nameKr: '교대 최소제곱법(ALS)', nameEn: 'Alternating Least Squares' },
  { key: 46, code: 'CF', nameKr: '협업 필터링', nameEn: 'Collaborative Filtering' },
  { key: 47, code: 'MF', nameKr: '행렬 분해', nameEn: 'Matrix Factorisation' },

  // Text analytics and reinforcement learning
  { key: 48, code: 'LDA', nameKr: '잠재 디리클레 할당(LDA)', nameEn: 'Latent Dirichlet Allocation' },
  { key: 49, code: 'W2V', nameKr: 'Word2Vec 단어 임베딩', nameEn: 'Word2Vec' },
  { key: 50, code: 'DQN', nameKr: '심층 Q-네트워크(DQN)', nameEn: 'Deep Q-Network' },
];
