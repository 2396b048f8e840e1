-- The spec's catalogues (portal spec §3: algorithms, 18 industries, about 240 countries with Korea first, master data) and the
-- password cycle's one row (admin spec §3: id 1, enabled by default), as reference data of the schema: every database gets them
-- with its migrations, on Node and on D1 alike. INSERT OR IGNORE keeps what a database already has.
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (1, 'REG', '회귀 분석', 'Regression', 0);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (2, 'CLA', '분류 분석', 'Classification', 1);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (3, 'CLU', '군집 분석', 'Clustering', 2);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (4, 'ANO', '이상 탐지', 'Anomaly Detection', 3);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (5, 'LR', '선형 회귀', 'Linear Regression', 4);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (6, 'LOG', '로지스틱 회귀', 'Logistic Regression', 5);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (7, 'SVM', '서포트 벡터 머신', 'Support Vector Machine', 6);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (8, 'KNN', 'K-최근접 이웃', 'K-Nearest Neighbours', 7);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (9, 'NB', '나이브 베이즈', 'Naive Bayes', 8);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (10, 'SURV', '생존 분석(Cox 비례위험 모형)', 'Survival Analysis (Cox Proportional Hazards)', 9);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (11, 'DT', '의사결정나무', 'Decision Tree', 10);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (12, 'RF', '랜덤 포레스트', 'Random Forest', 11);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (13, 'GBM', '그래디언트 부스팅 머신', 'Gradient Boosting Machine', 12);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (14, 'XGB', 'XGBoost', 'XGBoost', 13);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (15, 'LGBM', 'LightGBM', 'LightGBM', 14);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (16, 'CAT', 'CatBoost', 'CatBoost', 15);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (17, 'ENS', '앙상블 스태킹', 'Stacking Ensemble', 16);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (18, 'KM', 'K-평균 군집', 'K-Means Clustering', 17);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (19, 'DBS', '밀도 기반 군집(DBSCAN)', 'DBSCAN', 18);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (20, 'HC', '계층적 군집', 'Hierarchical Clustering', 19);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (21, 'GMM', '가우시안 혼합 모델', 'Gaussian Mixture Model', 20);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (22, 'PCA', '주성분 분석', 'Principal Component Analysis', 21);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (23, 'TSNE', 't-SNE 차원 축소', 't-SNE', 22);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (24, 'UMAP', 'UMAP 차원 축소', 'UMAP', 23);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (25, 'ISO', '아이솔레이션 포레스트', 'Isolation Forest', 24);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (26, 'OCSVM', '단일 클래스 SVM', 'One-Class SVM', 25);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (27, 'AE', '오토인코더', 'Autoencoder', 26);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (28, 'VAE', '변분 오토인코더(VAE)', 'Variational Autoencoder', 27);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (29, 'CNN', '합성곱 신경망(CNN)', 'Convolutional Neural Network', 28);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (30, 'RNN', '순환 신경망(RNN)', 'Recurrent Neural Network', 29);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (31, 'LSTM', '장단기 메모리(LSTM)', 'Long Short-Term Memory', 30);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (32, 'GRU', '게이트 순환 유닛(GRU)', 'Gated Recurrent Unit', 31);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (33, 'TCN', '시간 합성곱 신경망(TCN)', 'Temporal Convolutional Network', 32);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (34, 'TRF', '트랜스포머', 'Transformer', 33);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (35, 'BERT', 'BERT 언어 모델', 'BERT', 34);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (36, 'GAN', '생성적 적대 신경망(GAN)', 'Generative Adversarial Network', 35);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (37, 'GNN', '그래프 신경망(GNN)', 'Graph Neural Network', 36);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (38, 'ARI', 'ARIMA', 'ARIMA', 37);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (39, 'SAR', '계절성 ARIMA(SARIMA)', 'Seasonal ARIMA (SARIMA)', 38);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (40, 'ETS', '지수평활법', 'Exponential Smoothing', 39);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (41, 'PRO', 'Prophet 시계열 예측', 'Prophet', 40);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (42, 'VAR', '벡터 자기회귀(VAR)', 'Vector Autoregression', 41);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (43, 'APR', '연관 규칙(Apriori)', 'Apriori Association Rules', 42);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (44, 'FPG', 'FP-Growth', 'FP-Growth', 43);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (45, 'ALS', '교대 최소제곱법(ALS)', 'Alternating Least Squares', 44);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (46, 'CF', '협업 필터링', 'Collaborative Filtering', 45);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (47, 'MF', '행렬 분해', 'Matrix Factorisation', 46);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (48, 'LDA', '잠재 디리클레 할당(LDA)', 'Latent Dirichlet Allocation', 47);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (49, 'W2V', 'Word2Vec 단어 임베딩', 'Word2Vec', 48);--> statement-breakpoint
INSERT OR IGNORE INTO `algorithm` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (50, 'DQN', '심층 Q-네트워크(DQN)', 'Deep Q-Network', 49);--> statement-breakpoint
INSERT OR IGNORE INTO `industry` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (123, 'CON', '건설', 'Construction', 0);--> statement-breakpoint
INSERT OR IGNORE INTO `industry` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (124, 'MANA', '경영·컨설팅', 'Management & Consulting', 1);--> statement-breakpoint
INSERT OR IGNORE INTO `industry` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (125, 'FIN', '금융', 'Finance', 2);--> statement-breakpoint
INSERT OR IGNORE INTO `industry` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (126, 'OTHER1', '기타', 'Other', 3);--> statement-breakpoint
INSERT OR IGNORE INTO `industry` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (127, 'MAK', '마케팅', 'Marketing', 4);--> statement-breakpoint
INSERT OR IGNORE INTO `industry` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (128, 'SEC', '보안', 'Security', 5);--> statement-breakpoint
INSERT OR IGNORE INTO `industry` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (129, 'DIS', '유통·물류', 'Distribution & Logistics', 6);--> statement-breakpoint
INSERT OR IGNORE INTO `industry` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (130, 'INF', 'IT·정보서비스', 'IT & Information Services', 7);--> statement-breakpoint
INSERT OR IGNORE INTO `industry` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (131, 'MAN', '제조', 'Manufacturing', 8);--> statement-breakpoint
INSERT OR IGNORE INTO `industry` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (132, 'HEA', '의료·헬스케어', 'Healthcare', 9);--> statement-breakpoint
INSERT OR IGNORE INTO `industry` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (133, 'RET', '리테일', 'Retail', 10);--> statement-breakpoint
INSERT OR IGNORE INTO `industry` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (134, 'TOU', '관광·숙박', 'Tourism & Hospitality', 11);--> statement-breakpoint
INSERT OR IGNORE INTO `industry` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (135, 'CONS', '소비재', 'Consumer Goods', 12);--> statement-breakpoint
INSERT OR IGNORE INTO `industry` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (136, 'TRA', '운송', 'Transportation', 13);--> statement-breakpoint
INSERT OR IGNORE INTO `industry` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (137, 'SER', '서비스', 'Services', 14);--> statement-breakpoint
INSERT OR IGNORE INTO `industry` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (138, 'COM', '통신', 'Telecommunications', 15);--> statement-breakpoint
INSERT OR IGNORE INTO `industry` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (139, 'EDU', '교육', 'Education', 16);--> statement-breakpoint
INSERT OR IGNORE INTO `industry` (`key`, `code`, `name_kr`, `name_en`, `sort_order`) VALUES (140, 'HR', '인사·HR', 'Human Resources', 17);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('KR', '+82', '대한민국', 'South Korea', 0);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('AF', '+93', '아프가니스탄', 'Afghanistan', 1);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('AX', '+358', '올란드 제도', 'Åland Islands', 2);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('AL', '+355', '알바니아', 'Albania', 3);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('DZ', '+213', '알제리', 'Algeria', 4);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('AS', '+1684', '아메리칸사모아', 'American Samoa', 5);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('AD', '+376', '안도라', 'Andorra', 6);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('AO', '+244', '앙골라', 'Angola', 7);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('AI', '+1264', '앵귈라', 'Anguilla', 8);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('AQ', '+672', '남극', 'Antarctica', 9);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('AG', '+1268', '앤티가 바부다', 'Antigua and Barbuda', 10);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('AR', '+54', '아르헨티나', 'Argentina', 11);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('AM', '+374', '아르메니아', 'Armenia', 12);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('AW', '+297', '아루바', 'Aruba', 13);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('AU', '+61', '호주', 'Australia', 14);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('AT', '+43', '오스트리아', 'Austria', 15);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('AZ', '+994', '아제르바이잔', 'Azerbaijan', 16);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('BS', '+1242', '바하마', 'Bahamas', 17);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('BH', '+973', '바레인', 'Bahrain', 18);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('BD', '+880', '방글라데시', 'Bangladesh', 19);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('BB', '+1246', '바베이도스', 'Barbados', 20);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('BY', '+375', '벨라루스', 'Belarus', 21);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('BE', '+32', '벨기에', 'Belgium', 22);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('BZ', '+501', '벨리즈', 'Belize', 23);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('BJ', '+229', '베냉', 'Benin', 24);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('BM', '+1441', '버뮤다', 'Bermuda', 25);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('BT', '+975', '부탄', 'Bhutan', 26);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('BO', '+591', '볼리비아', 'Bolivia', 27);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('BQ', '+599', '보네르, 신트외스타티위스, 사바', 'Bonaire, Sint Eustatius and Saba', 28);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('BA', '+387', '보스니아 헤르체고비나', 'Bosnia and Herzegovina', 29);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('BW', '+267', '보츠와나', 'Botswana', 30);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('BR', '+55', '브라질', 'Brazil', 31);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('IO', '+246', '영국령 인도양 지역', 'British Indian Ocean Territory', 32);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('VG', '+1284', '영국령 버진아일랜드', 'British Virgin Islands', 33);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('BN', '+673', '브루나이', 'Brunei', 34);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('BG', '+359', '불가리아', 'Bulgaria', 35);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('BF', '+226', '부르키나파소', 'Burkina Faso', 36);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('BI', '+257', '부룬디', 'Burundi', 37);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('CV', '+238', '카보베르데', 'Cabo Verde', 38);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('KH', '+855', '캄보디아', 'Cambodia', 39);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('CM', '+237', '카메룬', 'Cameroon', 40);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('CA', '+1', '캐나다', 'Canada', 41);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('KY', '+1345', '케이맨 제도', 'Cayman Islands', 42);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('CF', '+236', '중앙아프리카 공화국', 'Central African Republic', 43);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('TD', '+235', '차드', 'Chad', 44);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('CL', '+56', '칠레', 'Chile', 45);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('CN', '+86', '중국', 'China', 46);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('CX', '+61', '크리스마스섬', 'Christmas Island', 47);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('CC', '+61', '코코스 제도', 'Cocos (Keeling) Islands', 48);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('CO', '+57', '콜롬비아', 'Colombia', 49);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('KM', '+269', '코모로', 'Comoros', 50);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('CD', '+243', '콩고 민주 공화국', 'Congo (Democratic Republic)', 51);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('CG', '+242', '콩고 공화국', 'Congo (Republic)', 52);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('CK', '+682', '쿡 제도', 'Cook Islands', 53);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('CR', '+506', '코스타리카', 'Costa Rica', 54);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('CI', '+225', '코트디부아르', 'Côte d''Ivoire', 55);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('HR', '+385', '크로아티아', 'Croatia', 56);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('CU', '+53', '쿠바', 'Cuba', 57);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('CW', '+599', '퀴라소', 'Curaçao', 58);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('CY', '+357', '키프로스', 'Cyprus', 59);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('CZ', '+420', '체코', 'Czechia', 60);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('DK', '+45', '덴마크', 'Denmark', 61);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('DJ', '+253', '지부티', 'Djibouti', 62);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('DM', '+1767', '도미니카 연방', 'Dominica', 63);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('DO', '+1809', '도미니카 공화국', 'Dominican Republic', 64);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('EC', '+593', '에콰도르', 'Ecuador', 65);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('EG', '+20', '이집트', 'Egypt', 66);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('SV', '+503', '엘살바도르', 'El Salvador', 67);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('GQ', '+240', '적도 기니', 'Equatorial Guinea', 68);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('ER', '+291', '에리트레아', 'Eritrea', 69);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('EE', '+372', '에스토니아', 'Estonia', 70);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('SZ', '+268', '에스와티니', 'Eswatini', 71);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('ET', '+251', '에티오피아', 'Ethiopia', 72);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('FK', '+500', '포클랜드 제도', 'Falkland Islands', 73);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('FO', '+298', '페로 제도', 'Faroe Islands', 74);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('FJ', '+679', '피지', 'Fiji', 75);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('FI', '+358', '핀란드', 'Finland', 76);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('FR', '+33', '프랑스', 'France', 77);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('GF', '+594', '프랑스령 기아나', 'French Guiana', 78);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('PF', '+689', '프랑스령 폴리네시아', 'French Polynesia', 79);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('GA', '+241', '가봉', 'Gabon', 80);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('GM', '+220', '감비아', 'Gambia', 81);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('GE', '+995', '조지아', 'Georgia', 82);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('DE', '+49', '독일', 'Germany', 83);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('GH', '+233', '가나', 'Ghana', 84);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('GI', '+350', '지브롤터', 'Gibraltar', 85);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('GR', '+30', '그리스', 'Greece', 86);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('GL', '+299', '그린란드', 'Greenland', 87);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('GD', '+1473', '그레나다', 'Grenada', 88);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('GP', '+590', '과들루프', 'Guadeloupe', 89);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('GU', '+1671', '괌', 'Guam', 90);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('GT', '+502', '과테말라', 'Guatemala', 91);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('GG', '+44', '건지섬', 'Guernsey', 92);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('GN', '+224', '기니', 'Guinea', 93);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('GW', '+245', '기니비사우', 'Guinea-Bissau', 94);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('GY', '+592', '가이아나', 'Guyana', 95);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('HT', '+509', '아이티', 'Haiti', 96);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('HN', '+504', '온두라스', 'Honduras', 97);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('HK', '+852', '홍콩', 'Hong Kong', 98);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('HU', '+36', '헝가리', 'Hungary', 99);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('IS', '+354', '아이슬란드', 'Iceland', 100);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('IN', '+91', '인도', 'India', 101);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('ID', '+62', '인도네시아', 'Indonesia', 102);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('IR', '+98', '이란', 'Iran', 103);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('IQ', '+964', '이라크', 'Iraq', 104);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('IE', '+353', '아일랜드', 'Ireland', 105);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('IM', '+44', '맨섬', 'Isle of Man', 106);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('IL', '+972', '이스라엘', 'Israel', 107);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('IT', '+39', '이탈리아', 'Italy', 108);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('JM', '+1876', '자메이카', 'Jamaica', 109);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('JP', '+81', '일본', 'Japan', 110);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('JE', '+44', '저지섬', 'Jersey', 111);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('JO', '+962', '요르단', 'Jordan', 112);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('KZ', '+7', '카자흐스탄', 'Kazakhstan', 113);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('KE', '+254', '케냐', 'Kenya', 114);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('KI', '+686', '키리바시', 'Kiribati', 115);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('XK', '+383', '코소보', 'Kosovo', 116);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('KW', '+965', '쿠웨이트', 'Kuwait', 117);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('KG', '+996', '키르기스스탄', 'Kyrgyzstan', 118);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('LA', '+856', '라오스', 'Laos', 119);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('LV', '+371', '라트비아', 'Latvia', 120);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('LB', '+961', '레바논', 'Lebanon', 121);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('LS', '+266', '레소토', 'Lesotho', 122);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('LR', '+231', '라이베리아', 'Liberia', 123);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('LY', '+218', '리비아', 'Libya', 124);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('LI', '+423', '리히텐슈타인', 'Liechtenstein', 125);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('LT', '+370', '리투아니아', 'Lithuania', 126);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('LU', '+352', '룩셈부르크', 'Luxembourg', 127);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MO', '+853', '마카오', 'Macao', 128);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MG', '+261', '마다가스카르', 'Madagascar', 129);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MW', '+265', '말라위', 'Malawi', 130);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MY', '+60', '말레이시아', 'Malaysia', 131);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MV', '+960', '몰디브', 'Maldives', 132);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('ML', '+223', '말리', 'Mali', 133);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MT', '+356', '몰타', 'Malta', 134);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MH', '+692', '마셜 제도', 'Marshall Islands', 135);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MQ', '+596', '마르티니크', 'Martinique', 136);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MR', '+222', '모리타니', 'Mauritania', 137);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MU', '+230', '모리셔스', 'Mauritius', 138);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('YT', '+262', '마요트', 'Mayotte', 139);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MX', '+52', '멕시코', 'Mexico', 140);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('FM', '+691', '미크로네시아 연방', 'Micronesia', 141);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MD', '+373', '몰도바', 'Moldova', 142);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MC', '+377', '모나코', 'Monaco', 143);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MN', '+976', '몽골', 'Mongolia', 144);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('ME', '+382', '몬테네그로', 'Montenegro', 145);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MS', '+1664', '몬트세랫', 'Montserrat', 146);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MA', '+212', '모로코', 'Morocco', 147);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MZ', '+258', '모잠비크', 'Mozambique', 148);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MM', '+95', '미얀마', 'Myanmar', 149);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('NA', '+264', '나미비아', 'Namibia', 150);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('NR', '+674', '나우루', 'Nauru', 151);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('NP', '+977', '네팔', 'Nepal', 152);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('NL', '+31', '네덜란드', 'Netherlands', 153);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('NC', '+687', '뉴칼레도니아', 'New Caledonia', 154);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('NZ', '+64', '뉴질랜드', 'New Zealand', 155);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('NI', '+505', '니카라과', 'Nicaragua', 156);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('NE', '+227', '니제르', 'Niger', 157);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('NG', '+234', '나이지리아', 'Nigeria', 158);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('NU', '+683', '니우에', 'Niue', 159);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('NF', '+672', '노퍽섬', 'Norfolk Island', 160);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('KP', '+850', '북한', 'North Korea', 161);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MK', '+389', '북마케도니아', 'North Macedonia', 162);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MP', '+1670', '북마리아나 제도', 'Northern Mariana Islands', 163);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('NO', '+47', '노르웨이', 'Norway', 164);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('OM', '+968', '오만', 'Oman', 165);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('PK', '+92', '파키스탄', 'Pakistan', 166);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('PW', '+680', '팔라우', 'Palau', 167);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('PS', '+970', '팔레스타인', 'Palestine', 168);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('PA', '+507', '파나마', 'Panama', 169);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('PG', '+675', '파푸아뉴기니', 'Papua New Guinea', 170);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('PY', '+595', '파라과이', 'Paraguay', 171);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('PE', '+51', '페루', 'Peru', 172);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('PH', '+63', '필리핀', 'Philippines', 173);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('PL', '+48', '폴란드', 'Poland', 174);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('PT', '+351', '포르투갈', 'Portugal', 175);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('PR', '+1787', '푸에르토리코', 'Puerto Rico', 176);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('QA', '+974', '카타르', 'Qatar', 177);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('RE', '+262', '레위니옹', 'Réunion', 178);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('RO', '+40', '루마니아', 'Romania', 179);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('RU', '+7', '러시아', 'Russia', 180);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('RW', '+250', '르완다', 'Rwanda', 181);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('BL', '+590', '생바르텔레미', 'Saint Barthélemy', 182);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('SH', '+290', '세인트헬레나', 'Saint Helena, Ascension and Tristan da Cunha', 183);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('KN', '+1869', '세인트키츠 네비스', 'Saint Kitts and Nevis', 184);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('LC', '+1758', '세인트루시아', 'Saint Lucia', 185);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('MF', '+590', '생마르탱', 'Saint Martin (French part)', 186);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('PM', '+508', '생피에르 미클롱', 'Saint Pierre and Miquelon', 187);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('VC', '+1784', '세인트빈센트 그레나딘', 'Saint Vincent and the Grenadines', 188);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('WS', '+685', '사모아', 'Samoa', 189);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('SM', '+378', '산마리노', 'San Marino', 190);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('ST', '+239', '상투메 프린시페', 'Sao Tome and Principe', 191);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('SA', '+966', '사우디아라비아', 'Saudi Arabia', 192);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('SN', '+221', '세네갈', 'Senegal', 193);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('RS', '+381', '세르비아', 'Serbia', 194);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('SC', '+248', '세이셸', 'Seychelles', 195);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('SL', '+232', '시에라리온', 'Sierra Leone', 196);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('SG', '+65', '싱가포르', 'Singapore', 197);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('SX', '+1721', '신트마르턴', 'Sint Maarten (Dutch part)', 198);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('SK', '+421', '슬로바키아', 'Slovakia', 199);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('SI', '+386', '슬로베니아', 'Slovenia', 200);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('SB', '+677', '솔로몬 제도', 'Solomon Islands', 201);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('SO', '+252', '소말리아', 'Somalia', 202);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('ZA', '+27', '남아프리카 공화국', 'South Africa', 203);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('SS', '+211', '남수단', 'South Sudan', 204);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('ES', '+34', '스페인', 'Spain', 205);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('LK', '+94', '스리랑카', 'Sri Lanka', 206);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('SD', '+249', '수단', 'Sudan', 207);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('SR', '+597', '수리남', 'Suriname', 208);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('SJ', '+47', '스발바르 얀마옌', 'Svalbard and Jan Mayen', 209);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('SE', '+46', '스웨덴', 'Sweden', 210);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('CH', '+41', '스위스', 'Switzerland', 211);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('SY', '+963', '시리아', 'Syria', 212);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('TW', '+886', '대만', 'Taiwan', 213);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('TJ', '+992', '타지키스탄', 'Tajikistan', 214);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('TZ', '+255', '탄자니아', 'Tanzania', 215);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('TH', '+66', '태국', 'Thailand', 216);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('TL', '+670', '동티모르', 'Timor-Leste', 217);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('TG', '+228', '토고', 'Togo', 218);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('TK', '+690', '토켈라우', 'Tokelau', 219);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('TO', '+676', '통가', 'Tonga', 220);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('TT', '+1868', '트리니다드 토바고', 'Trinidad and Tobago', 221);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('TN', '+216', '튀니지', 'Tunisia', 222);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('TR', '+90', '튀르키예', 'Türkiye', 223);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('TM', '+993', '투르크메니스탄', 'Turkmenistan', 224);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('TC', '+1649', '터크스 케이커스 제도', 'Turks and Caicos Islands', 225);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('TV', '+688', '투발루', 'Tuvalu', 226);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('UG', '+256', '우간다', 'Uganda', 227);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('UA', '+380', '우크라이나', 'Ukraine', 228);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('AE', '+971', '아랍에미리트', 'United Arab Emirates', 229);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('GB', '+44', '영국', 'United Kingdom', 230);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('US', '+1', '미국', 'United States', 231);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('UY', '+598', '우루과이', 'Uruguay', 232);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('VI', '+1340', '미국령 버진아일랜드', 'US Virgin Islands', 233);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('UZ', '+998', '우즈베키스탄', 'Uzbekistan', 234);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('VU', '+678', '바누아투', 'Vanuatu', 235);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('VA', '+39', '바티칸', 'Vatican City', 236);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('VE', '+58', '베네수엘라', 'Venezuela', 237);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('VN', '+84', '베트남', 'Vietnam', 238);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('WF', '+681', '왈리스 푸투나', 'Wallis and Futuna', 239);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('EH', '+212', '서사하라', 'Western Sahara', 240);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('YE', '+967', '예멘', 'Yemen', 241);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('ZM', '+260', '잠비아', 'Zambia', 242);--> statement-breakpoint
INSERT OR IGNORE INTO `country` (`iso2`, `dial_code`, `name_kr`, `name_en`, `sort_order`) VALUES ('ZW', '+263', '짐바브웨', 'Zimbabwe', 243);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('BUSSINESS_FIELD', 'BF_PUBLIC', '공공', 'Public Sector', 0);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('BUSSINESS_FIELD', 'BF_FINANCE', '금융', 'Finance', 1);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('BUSSINESS_FIELD', 'BF_MANUFACTURING', '제조', 'Manufacturing', 2);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('BUSSINESS_FIELD', 'BF_SERVICE', '서비스', 'Services', 3);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('BUSSINESS_FIELD', 'BF_DISTRIBUTION', '유통', 'Distribution', 4);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('BUSSINESS_FIELD', 'BF_MUNICIPALITY', '지자체', 'Local Government', 5);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('BUSSINESS_FIELD', 'BF_COMMUNICATION', '통신', 'Telecommunications', 6);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('BUSSINESS_FIELD', 'BF_OTHER', '기타', 'Other', 7);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('BUSINESS_TYPE', 'BT_PUBLIC', '공공', 'Public Sector', 8);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('BUSINESS_TYPE', 'BT_FINANCE', '금융', 'Finance', 9);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('BUSINESS_TYPE', 'BT_MANUFACTURING', '제조', 'Manufacturing', 10);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('BUSINESS_TYPE', 'BT_SERVICE', '서비스', 'Services', 11);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('BUSINESS_TYPE', 'BT_DISTRIBUTION', '유통', 'Distribution', 12);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('BUSINESS_TYPE', 'BT_MUNICIPALITY', '지자체', 'Local Government', 13);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('BUSINESS_TYPE', 'BT_COMMUNICATION', '통신', 'Telecommunications', 14);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('BUSINESS_TYPE', 'BT_OTHER', '기타', 'Other', 15);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('PARTNER_TYPE', 'PT_PROJECT_DELIVERY', '프로젝트 수행', 'Project Delivery', 16);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('PARTNER_TYPE', 'PT_OPERATION_MAINTENANCE', '운영 및 유지보수', 'Operation & Maintenance', 17);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('PARTNER_TYPE', 'PT_TECHNICAL_SUPPORT', '기술 지원', 'Technical Support', 18);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('PARTNER_TYPE', 'PT_SERVICE_PRODUCT_SALES', '서비스형 제품 판매', 'Service-Oriented Product Sales', 19);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('PRODUCT', 'PRD_PLATFORM_4X', '분석 플랫폼 4.x', 'Analytics Platform 4.x', 20);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('PRODUCT', 'PRD_STUDIO', '스튜디오', 'Studio', 21);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('PRODUCT', 'PRD_DATA_HUB', '데이터 허브', 'Data Hub', 22);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('PRODUCT', 'PRD_MACHINE_LEARNING', '머신러닝', 'Machine Learning', 23);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('VIDEO_CATEGORY', 'VIEW_ALL', '전체 보기', 'View All', 24);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('VIDEO_CATEGORY', 'ONLINE_CLASS', '온라인 클래스', 'Online Class', 25);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('VIDEO_CATEGORY', 'AI_DEMO', 'AI 데모', 'AI Demo', 26);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('VIDEO_CATEGORY', 'USE_CASES', '활용 사례', 'Use Cases', 27);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('FAQ_CATEGORY', 'ACCOUNT', '계정', 'Account', 28);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('FAQ_CATEGORY', 'PORTAL_USAGE', '포털 이용', 'Using the Portal', 29);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('FAQ_CATEGORY', 'TECHNICAL', '기술 문의', 'Technical', 30);--> statement-breakpoint
INSERT OR IGNORE INTO `password_cycle` (`id`, `default_period`, `enable`, `notice_period`, `updated_at`) VALUES (1, 3, 1, 7, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
